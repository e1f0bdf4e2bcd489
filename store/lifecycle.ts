import { createAction } from '@reduxjs/toolkit';

/** Dispatched after eject: sagas cancelled, api cache cleared. */
export const shopPartsEjected = createAction('shopParts/ejected');
