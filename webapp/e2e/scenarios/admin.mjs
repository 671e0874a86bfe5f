// End-to-end scenarios of the back office against the real stack, one file a screen (the blog's
// are in ./admin-blog.mjs): sign-in and the guard, the cookie session across reloads and tabs,
// every content screen's main task, the history, the bin and the activity log, and screenshots of every screen at 1440 px and 768 px. `h`
// holds the runner's helpers (expect, expectVisible, expectGone, shot) and the admin account the
// stack created. The order matters: security runs last.

import { casinoScenarios } from './admin-casinos.mjs';
import { categoryScenarios } from './admin-categories.mjs';
import { commentScenarios } from './admin-comments.mjs';
import { historyScenarios } from './admin-history.mjs';
import { promotionScenarios } from './admin-promotions.mjs';
import { screenScenarios } from './admin-screens.mjs';
import { securityScenarios } from './admin-security.mjs';
import { settingsScenarios } from './admin-settings.mjs';
import { signInScenarios } from './admin-sign-in.mjs';
import { splashAdScenarios } from './admin-splash-ads.mjs';

export function adminScenarios(base, h) {
  return [signInScenarios, casinoScenarios, promotionScenarios, categoryScenarios, commentScenarios, splashAdScenarios, settingsScenarios, screenScenarios, historyScenarios, securityScenarios].flatMap(
    (scenarios) => scenarios(base, h),
  );
}
