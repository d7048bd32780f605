println([1, 2, 2, 3, 1].unique())
def codes = ['x', 'y', 'x']
codes.unique()
println codes
