import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * Dispatch and thunk types that shared code and features use without importing the app's store
 * (the store is assembled in app/, which may import them, not the other way round).
 */
export type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export type AppThunk<R = void> = ThunkAction<R, unknown, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
