// Whether the router has already gone to another address than the one this render shows. Pages are
// lazy chunks: while the next one loads, React keeps the current page on screen (the navigation is a
// transition) and may render it again with fresh data, but it is on its way out and must not
// navigate or write its own address. The data router's state holds the latest address at once;
// useLocation() gives the one being shown.
import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';

export function useAddressMovedOn(): boolean {
  const { pathname } = useLocation();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  if (!dataRouter) return false; // a declarative router has no later state than the one shown
  return dataRouter.router.state.location.pathname !== pathname;
}
