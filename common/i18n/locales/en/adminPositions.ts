import type { Sections } from "../tr";

export default {
  adminPositions: {
    title: "Open positions",
    add: "Add a position",
    edit: "Edit the position",
    empty: "No positions yet.",
    fields: {
      title: "Title",
      description: "Description",
      department: "Department",
      location: "Location",
      employmentType: "Employment type",
      validThrough: "Apply by",
      validThroughHint: "Empty: 60 days after the position opened.",
      open: "Published on the site",
    },
    status: {
      open: "Open",
      closed: "Closed",
    },
    actions: {
      close: "Close",
      reopen: "Reopen",
      save: "Save",
      cancel: "Cancel",
      edit: "Edit",
      delete: "Delete",
    },
    confirmDelete: "Delete “{{title}}”? Its applications stay, as open applications.",
    saved: "Saved.",
    failed: "Could not save. Check the fields and try again.",
    columns: {
      title: "Position",
      status: "Status",
      posted: "Opened",
    },
  },
} satisfies Sections["adminPositions"];
