import type { ClaimNames } from '@portal/contracts';

/** Who the provider says signed in, read through the provider's claim names. */
export type ReceivedIdentity = {
  subject: string;
  /** Lower case; undefined when the provider sent none (or not as text). */
  email: string | undefined;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** The values of the groups claim (at most maxGroups, each cut to 500 characters). */
  groups: string[];
};

const maxGroups = 1000;
const maxText = 500;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, maxText) : '');

/** true or "true": Entra ID's xms_edov and some providers send the flag as text. */
const isTrue = (value: unknown) => value === true || value === 'true';

function groupsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return [
    ...new Set(
      list
        .slice(0, maxGroups)
        .filter((entry) => typeof entry === 'string')
        .map(textOf),
    ),
  ].filter(Boolean);
}

/** First and last name: given_name and family_name when sent, else the name claim cut at its last space. */
function namesOf(claims: Record<string, unknown>, nameClaim: string, email: string | undefined) {
  const given = textOf(claims.given_name);
  const family = textOf(claims.family_name);
  if (given && family) return { firstName: given.slice(0, 200), lastName: family.slice(0, 200) };
  const whole = textOf(claims[nameClaim]) || given || family;
  const cut = whole.lastIndexOf(' ');
  if (cut > 0)
    return { firstName: whole.slice(0, cut).slice(0, 200), lastName: whole.slice(cut + 1).slice(0, 200) };
  const fallback = whole || email?.split('@')[0] || 'Single sign-on';
  return { firstName: fallback.slice(0, 200), lastName: '' };
}

/** Reads the claims (the ID token's, completed by userinfo) as the provider's settings name them. */
export function readIdentity(claims: Record<string, unknown>, names: ClaimNames): ReceivedIdentity {
  const email = textOf(claims[names.email]).toLowerCase() || undefined;
  return {
    subject: String(claims.sub),
    email,
    emailVerified: isTrue(claims[names.emailVerified]),
    ...namesOf(claims, names.name, email),
    groups: groupsOf(claims[names.groups]),
  };
}

/** The claims as a test sign-in shows them: each value as JSON text, cut, at most 100 of them. */
export function listClaims(claims: Record<string, unknown>): Array<{ name: string; value: string }> {
  return Object.entries(claims)
    .slice(0, 100)
    .map(([name, value]) => {
      const text = JSON.stringify(value) ?? String(value);
      return { name: name.slice(0, 200), value: text.length > maxText ? `${text.slice(0, maxText)}…` : text };
    });
}
