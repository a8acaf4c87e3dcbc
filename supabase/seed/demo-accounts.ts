// The demo accounts `npm start` creates on an empty database: one free member and one Premium member.
// Their passwords are printed at start and written to .data/local.json; they exist only locally.

export type DemoAccount = { email: string; password: string; firstName: string; tier: 'free' | 'premium' };

export const demoAccounts: DemoAccount[] = [
  { email: 'free@roomradar.local', password: 'roomradar-free', firstName: 'Femke', tier: 'free' },
  { email: 'premium@roomradar.local', password: 'roomradar-premium', firstName: 'Pieter', tier: 'premium' },
];
