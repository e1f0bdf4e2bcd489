import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { ConfigRootState } from '../../../config';
import type { NewsletterRootState } from './newsletterSlice';

/** The part of the host's state the form reads; typed here because features do not import the store layer. */
export type NewsletterFormRootState = NewsletterRootState & ConfigRootState;

export const useNewsletterSelector = useSelector.withTypes<NewsletterFormRootState>();
export const useNewsletterDispatch = useDispatch.withTypes<ThunkDispatch<NewsletterFormRootState, unknown, UnknownAction>>();
