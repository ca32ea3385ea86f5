import { type Role, roles } from '@portal/contracts';

/** The role a path needs: its first segment when that names a role (admin, designer, user). */
export function requiredRole(pathname: string): Role | undefined {
  const firstSegment = pathname.split('/').find((segment) => segment !== '');
  return roles.find((role) => role === firstSegment);
}

export function mayVisit(pathname: string, userRoles: readonly string[]): boolean {
  const role = requiredRole(pathname);
  return role === undefined || userRoles.includes(role);
}
