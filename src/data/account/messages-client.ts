// Contact and feedback messages, sent through the send-contact-email function (product spec section 7).
import { supabaseClient } from '../backend/lazy-supabase.ts';

export type ContactMessage = { name: string; email: string; subject: string; message: string };

// Subjects name the form a message came from in the team's inbox: data, the same in every language.
const CONTACT_SUBJECT = 'Contact form';
const FEEDBACK_SUBJECT = '[FEEDBACK] User Feedback';

/** Sends a contact message; resolves to whether the server accepted it. */
export async function sendContactMessage(payload: ContactMessage): Promise<boolean> {
  try {
    const supabase = await supabaseClient();
    const { error } = await supabase.functions.invoke('send-contact-email', { body: payload });
    return !error;
  } catch {
    return false;
  }
}

/** A message from the contact form. */
export function sendContactForm(message: Omit<ContactMessage, 'subject'>): Promise<boolean> {
  return sendContactMessage({ ...message, subject: CONTACT_SUBJECT });
}

/** Feedback is a contact message with the member's e-mail as both name and address. */
export function sendFeedback({ email, message }: { email: string; message: string }): Promise<boolean> {
  return sendContactMessage({ name: email, email, subject: FEEDBACK_SUBJECT, message });
}
