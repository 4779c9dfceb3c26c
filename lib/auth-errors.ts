/** Error codes a sign-in can end with besides next-auth's CredentialsSignin; shared by server and browser. */
export const SIGN_IN_ERRORS = { locked: 'locked', unavailable: 'unavailable' } as const;
