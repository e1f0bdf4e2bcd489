import { useDispatch, useSelector } from 'react-redux';
import type { DemoDispatch, DemoRootState } from './demoStore';

/** The host's typed react-redux hooks (apart from the store, which the page creates before React loads). */
export const useDemoSelector = useSelector.withTypes<DemoRootState>();
export const useDemoDispatch = useDispatch.withTypes<DemoDispatch>();
