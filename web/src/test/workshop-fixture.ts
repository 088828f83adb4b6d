import type { WorkshopAdminAnswer } from '@app/shared/workshop/status';

const morningAndAfternoon = [
  { start: '09:00', end: '12:00' },
  { start: '14:00', end: '18:00' },
];

/**
 * The workshop as GET /api/admin/workshop answers it (issue 42), for web tests: open Monday to
 * Friday 9–12 and 14–18, closed now until Monday 9:00; GET /api/workshop is the same without `override`.
 */
export function workshopAnswer(overrides: Partial<WorkshopAdminAnswer> = {}): WorkshopAdminAnswer {
  return {
    configured: true,
    status: 'closed',
    label: 'Fermé',
    message: '',
    until: null,
    next_opening: '2026-05-18T07:00:00.000Z',
    next_closing: null,
    closed_today: null,
    calendar: {
      schedule: {
        monday: morningAndAfternoon,
        tuesday: morningAndAfternoon,
        wednesday: morningAndAfternoon,
        thursday: morningAndAfternoon,
        friday: morningAndAfternoon,
        saturday: [],
        sunday: [],
      },
      closures: [],
    },
    override: null,
    ...overrides,
  };
}

/** GET /api/workshop's answer: the admin one without its override. */
export function publicWorkshopAnswer(overrides: Partial<WorkshopAdminAnswer> = {}) {
  const { override: _, ...answer } = workshopAnswer(overrides);
  return answer;
}
