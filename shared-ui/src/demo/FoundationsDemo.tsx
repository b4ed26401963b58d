import { DemoSection } from './DemoSection';

const COLOURS = [
  'primary',
  'primary-hover',
  'primary-soft',
  'danger',
  'danger-soft',
  'success',
  'success-soft',
  'info',
  'info-soft',
  'text',
  'text-muted',
  'background',
  'surface',
  'surface-muted',
  'border',
];
const GREYS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900];
const TYPE_SCALE = ['4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'];
const SPACES = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16];

function Swatch({ name, variable }: { name: string; variable: string }) {
  return (
    <li className="ui-kit__swatch">
      <span className="ui-kit__swatch-chip" style={{ background: `var(${variable})` }} />
      <span className="ui-kit__swatch-name">{name}</span>
      <code>{variable}</code>
    </li>
  );
}

/** Colours, type, spacing, radius, shadows and the grid: the tokens themselves. */
export function FoundationsDemo() {
  return (
    <>
      <DemoSection id="colours" title="Colours">
        <ul className="ui-kit__swatches">
          {COLOURS.map((name) => (
            <Swatch key={name} name={name} variable={`--ui-color-${name}`} />
          ))}
        </ul>
        <ul className="ui-kit__swatches ui-kit__swatches--greys">
          {GREYS.map((step) => (
            <Swatch key={step} name={`gray ${step}`} variable={`--ui-gray-${step}`} />
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="typography" title="Typography">
        <div className="ui-kit__stack">
          {TYPE_SCALE.map((step) => (
            <p
              key={step}
              className="ui-kit__type"
              style={{ fontSize: `var(--ui-font-size-${step})` }}
            >
              <code>{step}</code> Create UX stuff easy and completely free
            </p>
          ))}
          <p>
            <strong>Bold 700</strong> · <span style={{ fontWeight: 600 }}>Semibold 600</span> ·{' '}
            <span style={{ fontWeight: 500 }}>Medium 500</span> · Regular 400 ·{' '}
            <a href="#grid-title">A link to the grid section</a>
          </p>
        </div>
      </DemoSection>

      <DemoSection id="spacing" title="Spacing, radius and shadows">
        <ul className="ui-kit__spaces">
          {SPACES.map((step) => (
            <li key={step}>
              <code>--ui-space-{step}</code>
              <span className="ui-kit__space-bar" style={{ width: `var(--ui-space-${step})` }} />
            </li>
          ))}
        </ul>
        <div className="ui-kit__row">
          {['sm', 'md', 'lg'].map((size) => (
            <div
              key={size}
              className="ui-kit__tile"
              style={{
                borderRadius: `var(--ui-radius-${size})`,
                boxShadow: `var(--ui-shadow-${size})`,
              }}
            >
              radius {size} · shadow {size}
            </div>
          ))}
        </div>
      </DemoSection>

      <DemoSection id="grid" title="Grid">
        <p className="ui-kit__note">
          12 columns with a 16 px gutter; the page is at most 1320 px wide.
        </p>
        <div className="ui-kit__grid">
          {Array.from({ length: 12 }, (_, column) => (
            <span key={column}>{column + 1}</span>
          ))}
          <span className="ui-kit__grid-span" style={{ gridColumn: 'span 8' }}>
            8
          </span>
          <span className="ui-kit__grid-span" style={{ gridColumn: 'span 4' }}>
            4
          </span>
          <span className="ui-kit__grid-span" style={{ gridColumn: 'span 6' }}>
            6
          </span>
          <span className="ui-kit__grid-span" style={{ gridColumn: 'span 6' }}>
            6
          </span>
        </div>
      </DemoSection>
    </>
  );
}
