export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin-Test-Password-1' };
export const TEST_PASSWORD = 'Client-Password-123';
/** The test stacks' cost of new password hashes (PASSWORD_SCRYPT_N; production: 2^14). */
export const TEST_SCRYPT_N = '1024';
