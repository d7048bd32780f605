def amount = 250
def limit = 100
amount > limit && amount < 1000
