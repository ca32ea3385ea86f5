import { describe, expect, it } from 'vitest';
import { mayVisit, requiredRole } from './role-access';

describe('role guard', () => {
  it('requires the role named by the first path segment', () => {
    expect(requiredRole('/admin/usersadmin')).toBe('admin');
    expect(requiredRole('/designer')).toBe('designer');
    expect(requiredRole('/user/search/123')).toBe('user');
  });

  it('requires no role for /home', () => {
    expect(requiredRole('/home')).toBeUndefined();
    expect(mayVisit('/home', [])).toBe(true);
  });

  it('lets a holder of the role in', () => {
    expect(mayVisit('/admin/connectorsadmin', ['admin'])).toBe(true);
    expect(mayVisit('/user/detail/9', ['user', 'designer'])).toBe(true);
  });

  it('keeps a plain user out of admin and designer screens', () => {
    expect(mayVisit('/admin', ['user'])).toBe(false);
    expect(mayVisit('/designer/newsearch', ['user'])).toBe(false);
  });

  it('keeps an admin without the user role out of user pages', () => {
    expect(mayVisit('/user/search/1', ['admin', 'designer'])).toBe(false);
  });

  it('matches whole segments only', () => {
    expect(requiredRole('/administrator')).toBeUndefined();
    expect(requiredRole('/home/admin')).toBeUndefined();
  });
});
