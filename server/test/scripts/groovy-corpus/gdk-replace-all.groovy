println 'a1b22c333'.replaceAll(/\d+/, '#')
println 'x-y-z'.replaceAll('-', '+')
println '2024-01-31'.replaceAll(/(\d+)-(\d+)-(\d+)/, '$3/$2/$1')
