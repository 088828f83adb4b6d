export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin-Test-Password-1' };
export const TEST_PASSWORD = 'Client-Password-123';
