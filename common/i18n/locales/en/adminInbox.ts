import type { Sections } from "../tr";

export default {
  adminInbox: {
    common: {
      refresh: "Refresh",
      search: "Search",
      statusFilter: "Status",
      allStatuses: "All statuses",
      actions: "Actions",
      close: "Close",
      cancel: "Cancel",
      delete: "Delete",
      noPhone: "No phone number",
      email: "Email",
      phone: "Phone",
      language: "Form language",
      languages: {
        tr: "Turkish",
        en: "English",
        de: "German",
        es: "Spanish",
        fr: "French"
      }
    },
    messages: {
      title: "Contact Messages",
      total_one: "{{count}} message",
      total_other: "{{count}} messages",
      searchPlaceholder: "Name, email or message",
      loading: "Loading messages…",
      empty: "No messages yet.",
      noMatch: "No messages match these criteria.",
      columns: {
        name: "Full name",
        email: "Email",
        phone: "Phone",
        status: "Status",
        date: "Date"
      },
      view: "Open",
      viewAria: "Open the message from {{name}}",
      status: {
        new: "New",
        read: "Read",
        replied: "Replied"
      },
      dialog: {
        title: "Message: {{name}}",
        name: "Full name",
        date: "Sent",
        status: "Status",
        message: "Message",
        reply: "Reply by email",
        markReplied: "Mark as replied",
        markRead: "Mark as read",
        delete: "Delete message"
      },
      confirmDelete: {
        title: "Delete message",
        text: "Are you sure you want to delete the message from {{name}}? This cannot be undone.",
        confirm: "Delete message"
      },
      deleted: "Message deleted.",
      markedReplied: "Message marked as replied.",
      markedRead: "Message marked as read.",
      errors: {
        load: "Failed to load contact messages",
        status: "Failed to update the message status",
        conflict: "This status change is not possible: the message may have changed in the meantime. The list has been refreshed.",
        gone: "This message no longer exists. The list has been refreshed.",
        delete: "Failed to delete message"
      }
    },
    applications: {
      title: "Job Applications",
      total_one: "{{count}} application",
      total_other: "{{count}} applications",
      searchPlaceholder: "Name, email, position or message",
      loading: "Loading applications…",
      empty: "No applications yet.",
      noMatch: "No applications match these criteria.",
      columns: {
        name: "Name",
        position: "Position",
        email: "Email",
        phone: "Phone",
        appliedAt: "Applied Date",
        status: "Status",
        file: "File"
      },
      viewDetails: "View Details",
      viewDetailsAria: "View details of the application from {{name}}",
      status: {
        pending: "Pending",
        interviewing: "Interviewing",
        accepted: "Accepted",
        rejected: "Rejected"
      },
      noFile: "No file",
      fileFallback: "FILE",
      dialog: {
        title: "Application: {{name}}",
        name: "Name",
        position: "Position",
        appliedAt: "Applied date",
        status: "Current status",
        message: "Message",
        noMessage: "No message was written.",
        notes: "Notes",
        notesHint: "Seen by admins only; never sent to the applicant.",
        saveNotes: "Save notes",
        notesSaved: "Notes saved.",
        file: "Attached file",
        view: "View",
        viewAria: "View {{file}} in a new tab",
        download: "Download",
        downloadAria: "Download {{file}}",
        changeStatus: "Change status",
        markInterviewing: "Mark as Interviewing",
        accept: "Accept",
        reject: "Reject",
        delete: "Delete application"
      },
      confirmDelete: {
        title: "Delete application",
        text: "Are you sure you want to delete the application from {{name}} and its attached file? This cannot be undone.",
        confirm: "Delete application"
      },
      deleted: "Application deleted.",
      statusChanged: "Application from {{name}}: {{status}}.",
      errors: {
        load: "Failed to load job applications",
        status: "Failed to update the application status",
        conflict: "This status change is not possible: the application may have changed in the meantime. The list has been refreshed.",
        gone: "This application no longer exists. The list has been refreshed.",
        notes: "Failed to save notes",
        notesTooLong: "Notes can be at most {{max}} characters long.",
        delete: "Failed to delete application"
      }
    }
  }
} satisfies Sections["adminInbox"];
