/** The instant the journeys' server clock starts at (playwright.config.ts passes it as TEST_CLOCK). */
export const E2E_START = '2026-11-18T04:30:00.000Z'; // a Wednesday, 10:00 in Bengaluru
