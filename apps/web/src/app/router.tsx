import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

// The browser's router over the signed-in app's routes (app/routes); the server renders a page's first
// screen from the same routes with a static one (app/first-screen).
export const router = createBrowserRouter(routes);
