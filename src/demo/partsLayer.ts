/**
 * The parts' store layer alone (Redux Toolkit, the parts' api, slices and sagas): main.tsx loads
 * it one task before the host's store module, so that evaluating the two is two tasks, not one.
 */
export { createShopParts } from '../index';
