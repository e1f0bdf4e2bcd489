import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { selectShopPartsSettings } from '../config';
import { serviceUrl } from './paths';

/** For components: turns a service path into its URL under the host's `apiBaseUrl` (see serviceUrl). */
export function useServiceUrl(): (path: string) => string {
  const apiBaseUrl = useSelector((state: unknown) => selectShopPartsSettings(state).apiBaseUrl);
  return useCallback((path: string) => serviceUrl(apiBaseUrl, path), [apiBaseUrl]);
}
