import { Navigate, Route, Routes } from 'react-router';
import type { RemoteAppProps } from 'shared-contracts';
import { CanvasPage } from './components/CanvasPage';

/**
 * The remote's `./App` (architecture §4): no router of its own, routes relative to the
 * path the shell mounted it at (/testsitemap, our choice: the spec does not show it).
 */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<CanvasPage />} />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}
