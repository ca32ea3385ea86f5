import { type SsoRefusalCode, ssoAddresses } from '@portal/contracts';

/** The sign-in page, with the reason of a refusal when there is one. */
export const signInPageWith = (refusal?: SsoRefusalCode) =>
  refusal
    ? `${ssoAddresses.signInPage}?${new URLSearchParams({ [ssoAddresses.refusalParameter]: refusal })}`
    : ssoAddresses.signInPage;

/** Settings ▸ Sign-in showing a test sign-in's result. */
export const signInSettingsWith = (testId: string) =>
  `${ssoAddresses.settings}?${new URLSearchParams({ [ssoAddresses.testParameter]: testId })}`;
