import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes.js';

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
