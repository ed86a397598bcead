int from_next = 3;
