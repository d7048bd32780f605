/** Field limits the server enforces (docs/api.md, "Business partners"). */
export const NAME_MAX_LENGTH = 64;
export const DESCRIPTION_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 254;
