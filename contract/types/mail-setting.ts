/**
 * What a stored SMTP password was given for (issue 35 point 2), shared by the server and the app: the server seals the
 * password bound to these fields and clears it when a write changes one of them without sending it again; the mail
 * setting form warns before such a save.
 */
export const PASSWORD_BOUND_TO = ['transport', 'host', 'port', 'username'] as const;
