import { Outlet } from 'react-router-dom';

export function SimpleLayout() {
  return <Outlet />;
}
