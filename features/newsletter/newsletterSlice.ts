import { createSlice } from '@reduxjs/toolkit';

/** The newsletter sign-up's state (issue #5 fills it in). */
export interface NewsletterState {
  result: null;
}

const initialState: NewsletterState = { result: null };

export const newsletterSlice = createSlice({
  name: 'shopParts/newsletter',
  reducerPath: 'shopPartsNewsletter',
  initialState,
  reducers: {},
});
