import type { User } from '@portal/contracts';
import { foldText } from '../../../lib/fold-text';

/** The users whose name or e-mail holds every word of the search, whatever the case and accents. */
export function filterUsers(users: readonly User[], search: string): User[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...users];
  return users.filter((user) => {
    const text = foldText(`${user.firstName} ${user.lastName} ${user.email}`);
    return words.every((word) => text.includes(word));
  });
}
