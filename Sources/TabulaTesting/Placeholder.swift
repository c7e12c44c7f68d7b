// Placeholder until the headless list view lands.
