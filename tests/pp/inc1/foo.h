int in1;
