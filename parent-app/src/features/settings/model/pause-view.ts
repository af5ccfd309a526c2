import type { Pause } from '@portal/contracts/pause';
import { dayMonth } from '../../../lib/pause-status';
import { settingsCopy } from '../copy';

/** 'Férias de 20/12 a 10/01'. */
export function pauseRangeText(pause: Pause): string {
  return settingsCopy.pause.range(dayMonth(pause.startsOn), dayMonth(pause.endsOn));
}
