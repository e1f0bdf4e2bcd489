import { createAction } from '@reduxjs/toolkit';

/** Dispatched after a run-time injection so injected slices hold their state at once. */
export const shopPartsInjected = createAction('shopParts/injected');
/** Dispatched after eject: sagas cancelled, api cache cleared. */
export const shopPartsEjected = createAction('shopParts/ejected');
