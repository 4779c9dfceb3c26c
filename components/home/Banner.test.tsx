import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, pageState } from '@/components/games/testing';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { Banner } from './Banner';

describe('Banner', () => {
  it('asks a visitor to log in and join', () => {
    renderWithProviders(<Banner />, { initialState: pageState(), locale: 'en' });
    expect(screen.getByText('Log in to play our casino and slot games.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join now' })).toBeTruthy();
  });

  it('never asks a member to log in', () => {
    renderWithProviders(<Banner />, { initialState: pageState({ member: member() }), locale: 'en' });
    expect(screen.queryByText(/log in/i)).toBeNull();
    expect(screen.getByText('Good luck today. Pick a live casino table or a slot and start playing.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit and play' })).toBeTruthy();
  });
});
