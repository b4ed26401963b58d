import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from 'shared-contracts';

/**
 * The remote's `./App` (architecture §4): no router of its own, routes relative to the
 * path the shell mounted it at (testsitemap).
 */
export default function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<h1>Diagram canvas</h1>} />
    </Routes>
  );
}
