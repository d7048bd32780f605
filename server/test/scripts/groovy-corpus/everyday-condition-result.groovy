def amount = 1200
def approved = amount < 1000 || (amount < 5000 && 'manager' in ['manager', 'director'])
approved
