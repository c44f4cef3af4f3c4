/** The operator console's entry: its router under /ops and the stylesheets the page links (build/stylesheet-links-plugin.ts). */
import 'uplot/dist/uPlot.min.css';
import './ops.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { OpsRoutes } from './app/ops-routes';
import { PageErrorBoundary } from './ui/page-error-boundary';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename="/ops">
        <PageErrorBoundary resetKey="console">
          <OpsRoutes />
        </PageErrorBoundary>
      </BrowserRouter>
    </StrictMode>,
  );
}
