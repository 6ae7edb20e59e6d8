/** The two-factor words the shell's code step and the settings share with the kit's setup. */
import { defineMessages } from '../i18n/catalogue';

export const TWO_FACTOR_TEXT = defineMessages({
  codePrompt: { id: 'twoFactor.codePrompt' },
});
