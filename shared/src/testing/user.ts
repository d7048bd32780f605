import userEvent from '@testing-library/user-event';

/** A user-event session that does not wait between keystrokes. */
export const setupUser = () => userEvent.setup({ delay: null });
