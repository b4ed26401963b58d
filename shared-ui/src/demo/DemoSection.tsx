import type { ReactNode } from 'react';

/** One titled block of the UI kit page. */
export function DemoSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="ui-kit__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ui-kit__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
