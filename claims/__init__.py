"""Reading documents and extracting numeric hardware claims (no checking here)."""
