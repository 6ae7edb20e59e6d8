/** The two-factor screens' words, shared by the kit's setup, the shell's code step and settings. */
export const TWO_FACTOR_TEXT = {
  codePrompt: 'Enter the 6-digit code from your authenticator app',
  start: 'Set up two-factor authentication',
  scan: 'Scan this QR code with your authenticator app, or enter the key by hand.',
  verify: 'Verify and turn on',
  savedCodes: 'I have saved my recovery codes',
  codesIntro:
    'Two-factor authentication is on. Save these recovery codes somewhere safe: each signs you in once if you lose your device, and they will not be shown again.',
} as const;
