int arm;
