import { signedInHint } from '@portal/contracts';

const hint = new RegExp(`(?:^|;\\s*)(?:${signedInHint.securePrefix})?${signedInHint.name}=`);

/**
 * Whether this browser may hold a session: the server sets a readable hint beside the HttpOnly session
 * cookie. Without it the session check is not sent, so a signed-out visitor's console shows no 401.
 */
export const mayBeSignedIn = (): boolean => hint.test(document.cookie);
