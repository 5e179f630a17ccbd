import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AdminLoginPage } from './AdminLoginPage';

/**
 * The admin's login page as the app draws it, disabled, for the build to write into index.html
 * (web/build/primeira-dobra.ts): /admin/login paints its form with the first frame. Only the build
 * imports this module.
 */
export function primeiraDobraHtml(): string {
  return renderToString(
    <MemoryRouter>
      <AdminLoginPage estatico />
    </MemoryRouter>,
  );
}
