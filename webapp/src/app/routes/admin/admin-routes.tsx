// The back office's routes, loaded as their own chunk so public visitors never download them.
// Only the sign-in screen exists so far; /admin and every other admin path lead to it.
import { Navigate, Route, Routes } from 'react-router';
import { AdminLoginPage } from './login';

export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/admin/login" replace />} />
      <Route path="login" element={<AdminLoginPage />} />
      <Route path="*" element={<Navigate to="/admin/login" replace />} />
    </Routes>
  );
}
