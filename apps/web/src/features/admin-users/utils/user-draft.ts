import type { Role, User, UserCreateBody } from '@portal/contracts';

/** SPEC.md §3: a user not yet saved has the uuid 'new', is active and has no roles. */
export const newUserUuid = 'new';

export function newUserDraft(): User {
  return {
    uuid: newUserUuid,
    firstName: '',
    lastName: '',
    email: '',
    active: true,
    roles: [],
    custom1: '',
    custom2: '',
    custom3: '',
    lastAccess: null,
    settings: { addons: { embed: 0 } },
  };
}

export function isNewUser(user: Pick<User, 'uuid'>): boolean {
  return user.uuid === newUserUuid;
}

/** What the edit dialog holds: the user's fields, with the embedding permission as a toggle. */
export type UserFormValues = {
  active: boolean;
  firstName: string;
  lastName: string;
  email: string;
  custom1: string;
  custom2: string;
  custom3: string;
  roles: Role[];
  embed: boolean;
  /** The groups a new user is put in as they are invited; an existing user's are on the Groups screen. */
  groupUuids: string[];
};

export function toFormValues(user: User): UserFormValues {
  return {
    active: user.active,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    custom1: user.custom1,
    custom2: user.custom2,
    custom3: user.custom3,
    roles: [...user.roles],
    embed: user.settings.addons.embed === 1,
    groupUuids: [],
  };
}

/** The body of POST /api/users and PUT /api/users/{id}; settings.addons.embed is 1 or 0. */
export function toUserBody(values: UserFormValues): UserCreateBody {
  return {
    active: values.active,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    custom1: values.custom1,
    custom2: values.custom2,
    custom3: values.custom3,
    roles: values.roles,
    settings: { addons: { embed: values.embed ? 1 : 0 } },
    groupUuids: values.groupUuids,
  };
}
