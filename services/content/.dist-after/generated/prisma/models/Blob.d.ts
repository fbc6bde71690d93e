import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model Blob
 *
 */
export type BlobModel = runtime.Types.Result.DefaultSelection<Prisma.$BlobPayload>;
export type AggregateBlob = {
    _count: BlobCountAggregateOutputType | null;
    _avg: BlobAvgAggregateOutputType | null;
    _sum: BlobSumAggregateOutputType | null;
    _min: BlobMinAggregateOutputType | null;
    _max: BlobMaxAggregateOutputType | null;
};
export type BlobAvgAggregateOutputType = {
    size: number | null;
};
export type BlobSumAggregateOutputType = {
    size: number | null;
};
export type BlobMinAggregateOutputType = {
    hash: string | null;
    data: runtime.Bytes | null;
    size: number | null;
    createdAt: Date | null;
};
export type BlobMaxAggregateOutputType = {
    hash: string | null;
    data: runtime.Bytes | null;
    size: number | null;
    createdAt: Date | null;
};
export type BlobCountAggregateOutputType = {
    hash: number;
    data: number;
    size: number;
    createdAt: number;
    _all: number;
};
export type BlobAvgAggregateInputType = {
    size?: true;
};
export type BlobSumAggregateInputType = {
    size?: true;
};
export type BlobMinAggregateInputType = {
    hash?: true;
    data?: true;
    size?: true;
    createdAt?: true;
};
export type BlobMaxAggregateInputType = {
    hash?: true;
    data?: true;
    size?: true;
    createdAt?: true;
};
export type BlobCountAggregateInputType = {
    hash?: true;
    data?: true;
    size?: true;
    createdAt?: true;
    _all?: true;
};
export type BlobAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which Blob to aggregate.
     */
    where?: Prisma.BlobWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Blobs to fetch.
     */
    orderBy?: Prisma.BlobOrderByWithRelationInput | Prisma.BlobOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.BlobWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Blobs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Blobs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned Blobs
    **/
    _count?: true | BlobCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to average
    **/
    _avg?: BlobAvgAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to sum
    **/
    _sum?: BlobSumAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: BlobMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: BlobMaxAggregateInputType;
};
export type GetBlobAggregateType<T extends BlobAggregateArgs> = {
    [P in keyof T & keyof AggregateBlob]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateBlob[P]> : Prisma.GetScalarType<T[P], AggregateBlob[P]>;
};
export type BlobGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.BlobWhereInput;
    orderBy?: Prisma.BlobOrderByWithAggregationInput | Prisma.BlobOrderByWithAggregationInput[];
    by: Prisma.BlobScalarFieldEnum[] | Prisma.BlobScalarFieldEnum;
    having?: Prisma.BlobScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: BlobCountAggregateInputType | true;
    _avg?: BlobAvgAggregateInputType;
    _sum?: BlobSumAggregateInputType;
    _min?: BlobMinAggregateInputType;
    _max?: BlobMaxAggregateInputType;
};
export type BlobGroupByOutputType = {
    hash: string;
    data: runtime.Bytes;
    size: number;
    createdAt: Date;
    _count: BlobCountAggregateOutputType | null;
    _avg: BlobAvgAggregateOutputType | null;
    _sum: BlobSumAggregateOutputType | null;
    _min: BlobMinAggregateOutputType | null;
    _max: BlobMaxAggregateOutputType | null;
};
export type GetBlobGroupByPayload<T extends BlobGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<BlobGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof BlobGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], BlobGroupByOutputType[P]> : Prisma.GetScalarType<T[P], BlobGroupByOutputType[P]>;
}>>;
export type BlobWhereInput = {
    AND?: Prisma.BlobWhereInput | Prisma.BlobWhereInput[];
    OR?: Prisma.BlobWhereInput[];
    NOT?: Prisma.BlobWhereInput | Prisma.BlobWhereInput[];
    hash?: Prisma.StringFilter<"Blob"> | string;
    data?: Prisma.BytesFilter<"Blob"> | runtime.Bytes;
    size?: Prisma.IntFilter<"Blob"> | number;
    createdAt?: Prisma.DateTimeFilter<"Blob"> | Date | string;
};
export type BlobOrderByWithRelationInput = {
    hash?: Prisma.SortOrder;
    data?: Prisma.SortOrder;
    size?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type BlobWhereUniqueInput = Prisma.AtLeast<{
    hash?: string;
    AND?: Prisma.BlobWhereInput | Prisma.BlobWhereInput[];
    OR?: Prisma.BlobWhereInput[];
    NOT?: Prisma.BlobWhereInput | Prisma.BlobWhereInput[];
    data?: Prisma.BytesFilter<"Blob"> | runtime.Bytes;
    size?: Prisma.IntFilter<"Blob"> | number;
    createdAt?: Prisma.DateTimeFilter<"Blob"> | Date | string;
}, "hash">;
export type BlobOrderByWithAggregationInput = {
    hash?: Prisma.SortOrder;
    data?: Prisma.SortOrder;
    size?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    _count?: Prisma.BlobCountOrderByAggregateInput;
    _avg?: Prisma.BlobAvgOrderByAggregateInput;
    _max?: Prisma.BlobMaxOrderByAggregateInput;
    _min?: Prisma.BlobMinOrderByAggregateInput;
    _sum?: Prisma.BlobSumOrderByAggregateInput;
};
export type BlobScalarWhereWithAggregatesInput = {
    AND?: Prisma.BlobScalarWhereWithAggregatesInput | Prisma.BlobScalarWhereWithAggregatesInput[];
    OR?: Prisma.BlobScalarWhereWithAggregatesInput[];
    NOT?: Prisma.BlobScalarWhereWithAggregatesInput | Prisma.BlobScalarWhereWithAggregatesInput[];
    hash?: Prisma.StringWithAggregatesFilter<"Blob"> | string;
    data?: Prisma.BytesWithAggregatesFilter<"Blob"> | runtime.Bytes;
    size?: Prisma.IntWithAggregatesFilter<"Blob"> | number;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"Blob"> | Date | string;
};
export type BlobCreateInput = {
    hash: string;
    data: runtime.Bytes;
    size: number;
    createdAt?: Date | string;
};
export type BlobUncheckedCreateInput = {
    hash: string;
    data: runtime.Bytes;
    size: number;
    createdAt?: Date | string;
};
export type BlobUpdateInput = {
    hash?: Prisma.StringFieldUpdateOperationsInput | string;
    data?: Prisma.BytesFieldUpdateOperationsInput | runtime.Bytes;
    size?: Prisma.IntFieldUpdateOperationsInput | number;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type BlobUncheckedUpdateInput = {
    hash?: Prisma.StringFieldUpdateOperationsInput | string;
    data?: Prisma.BytesFieldUpdateOperationsInput | runtime.Bytes;
    size?: Prisma.IntFieldUpdateOperationsInput | number;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type BlobCreateManyInput = {
    hash: string;
    data: runtime.Bytes;
    size: number;
    createdAt?: Date | string;
};
export type BlobUpdateManyMutationInput = {
    hash?: Prisma.StringFieldUpdateOperationsInput | string;
    data?: Prisma.BytesFieldUpdateOperationsInput | runtime.Bytes;
    size?: Prisma.IntFieldUpdateOperationsInput | number;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type BlobUncheckedUpdateManyInput = {
    hash?: Prisma.StringFieldUpdateOperationsInput | string;
    data?: Prisma.BytesFieldUpdateOperationsInput | runtime.Bytes;
    size?: Prisma.IntFieldUpdateOperationsInput | number;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type BlobCountOrderByAggregateInput = {
    hash?: Prisma.SortOrder;
    data?: Prisma.SortOrder;
    size?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type BlobAvgOrderByAggregateInput = {
    size?: Prisma.SortOrder;
};
export type BlobMaxOrderByAggregateInput = {
    hash?: Prisma.SortOrder;
    data?: Prisma.SortOrder;
    size?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type BlobMinOrderByAggregateInput = {
    hash?: Prisma.SortOrder;
    data?: Prisma.SortOrder;
    size?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type BlobSumOrderByAggregateInput = {
    size?: Prisma.SortOrder;
};
export type BytesFieldUpdateOperationsInput = {
    set?: runtime.Bytes;
};
export type BlobSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    hash?: boolean;
    data?: boolean;
    size?: boolean;
    createdAt?: boolean;
}, ExtArgs["result"]["blob"]>;
export type BlobSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    hash?: boolean;
    data?: boolean;
    size?: boolean;
    createdAt?: boolean;
}, ExtArgs["result"]["blob"]>;
export type BlobSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    hash?: boolean;
    data?: boolean;
    size?: boolean;
    createdAt?: boolean;
}, ExtArgs["result"]["blob"]>;
export type BlobSelectScalar = {
    hash?: boolean;
    data?: boolean;
    size?: boolean;
    createdAt?: boolean;
};
export type BlobOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"hash" | "data" | "size" | "createdAt", ExtArgs["result"]["blob"]>;
export type $BlobPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "Blob";
    objects: {};
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        hash: string;
        data: runtime.Bytes;
        size: number;
        createdAt: Date;
    }, ExtArgs["result"]["blob"]>;
    composites: {};
};
export type BlobGetPayload<S extends boolean | null | undefined | BlobDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$BlobPayload, S>;
export type BlobCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<BlobFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: BlobCountAggregateInputType | true;
};
export interface BlobDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['Blob'];
        meta: {
            name: 'Blob';
        };
    };
    /**
     * Find zero or one Blob that matches the filter.
     * @param {BlobFindUniqueArgs} args - Arguments to find a Blob
     * @example
     * // Get one Blob
     * const blob = await prisma.blob.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends BlobFindUniqueArgs>(args: Prisma.SelectSubset<T, BlobFindUniqueArgs<ExtArgs>>): Prisma.Prisma__BlobClient<runtime.Types.Result.GetResult<Prisma.$BlobPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one Blob that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {BlobFindUniqueOrThrowArgs} args - Arguments to find a Blob
     * @example
     * // Get one Blob
     * const blob = await prisma.blob.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends BlobFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, BlobFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__BlobClient<runtime.Types.Result.GetResult<Prisma.$BlobPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first Blob that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {BlobFindFirstArgs} args - Arguments to find a Blob
     * @example
     * // Get one Blob
     * const blob = await prisma.blob.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends BlobFindFirstArgs>(args?: Prisma.SelectSubset<T, BlobFindFirstArgs<ExtArgs>>): Prisma.Prisma__BlobClient<runtime.Types.Result.GetResult<Prisma.$BlobPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first Blob that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {BlobFindFirstOrThrowArgs} args - Arguments to find a Blob
     * @example
     * // Get one Blob
     * const blob = await prisma.blob.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends BlobFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, BlobFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__BlobClient<runtime.Types.Result.GetResult<Prisma.$BlobPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more Blobs that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {BlobFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all Blobs
     * const blobs = await prisma.blob.findMany()
     *
     * // Get first 10 Blobs
     * const blobs = await prisma.blob.findMany({ take: 10 })
     *
     * // Only select the `hash`
     * const blobWithHashOnly = await prisma.blob.findMany({ select: { hash: true } })
     *
     */
    findMany<T extends BlobFindManyArgs>(args?: Prisma.SelectSubset<T, BlobFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$BlobPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a Blob.
     * @param {BlobCreateArgs} args - Arguments to create a Blob.
     * @example
     * // Create one Blob
     * const Blob = await prisma.blob.create({
     *   data: {
     *     // ... data to create a Blob
     *   }
     * })
     *
     */
    create<T extends BlobCreateArgs>(args: Prisma.SelectSubset<T, BlobCreateArgs<ExtArgs>>): Prisma.Prisma__BlobClient<runtime.Types.Result.GetResult<Prisma.$BlobPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many Blobs.
     * @param {BlobCreateManyArgs} args - Arguments to create many Blobs.
     * @example
     * // Create many Blobs
     * const blob = await prisma.blob.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends BlobCreateManyArgs>(args?: Prisma.SelectSubset<T, BlobCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many Blobs and returns the data saved in the database.
     * @param {BlobCreateManyAndReturnArgs} args - Arguments to create many Blobs.
     * @example
     * // Create many Blobs
     * const blob = await prisma.blob.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many Blobs and only return the `hash`
     * const blobWithHashOnly = await prisma.blob.createManyAndReturn({
     *   select: { hash: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends BlobCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, BlobCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$BlobPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a Blob.
     * @param {BlobDeleteArgs} args - Arguments to delete one Blob.
     * @example
     * // Delete one Blob
     * const Blob = await prisma.blob.delete({
     *   where: {
     *     // ... filter to delete one Blob
     *   }
     * })
     *
     */
    delete<T extends BlobDeleteArgs>(args: Prisma.SelectSubset<T, BlobDeleteArgs<ExtArgs>>): Prisma.Prisma__BlobClient<runtime.Types.Result.GetResult<Prisma.$BlobPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one Blob.
     * @param {BlobUpdateArgs} args - Arguments to update one Blob.
     * @example
     * // Update one Blob
     * const blob = await prisma.blob.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends BlobUpdateArgs>(args: Prisma.SelectSubset<T, BlobUpdateArgs<ExtArgs>>): Prisma.Prisma__BlobClient<runtime.Types.Result.GetResult<Prisma.$BlobPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more Blobs.
     * @param {BlobDeleteManyArgs} args - Arguments to filter Blobs to delete.
     * @example
     * // Delete a few Blobs
     * const { count } = await prisma.blob.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends BlobDeleteManyArgs>(args?: Prisma.SelectSubset<T, BlobDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more Blobs.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {BlobUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many Blobs
     * const blob = await prisma.blob.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends BlobUpdateManyArgs>(args: Prisma.SelectSubset<T, BlobUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more Blobs and returns the data updated in the database.
     * @param {BlobUpdateManyAndReturnArgs} args - Arguments to update many Blobs.
     * @example
     * // Update many Blobs
     * const blob = await prisma.blob.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more Blobs and only return the `hash`
     * const blobWithHashOnly = await prisma.blob.updateManyAndReturn({
     *   select: { hash: true },
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    updateManyAndReturn<T extends BlobUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, BlobUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$BlobPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one Blob.
     * @param {BlobUpsertArgs} args - Arguments to update or create a Blob.
     * @example
     * // Update or create a Blob
     * const blob = await prisma.blob.upsert({
     *   create: {
     *     // ... data to create a Blob
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the Blob we want to update
     *   }
     * })
     */
    upsert<T extends BlobUpsertArgs>(args: Prisma.SelectSubset<T, BlobUpsertArgs<ExtArgs>>): Prisma.Prisma__BlobClient<runtime.Types.Result.GetResult<Prisma.$BlobPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of Blobs.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {BlobCountArgs} args - Arguments to filter Blobs to count.
     * @example
     * // Count the number of Blobs
     * const count = await prisma.blob.count({
     *   where: {
     *     // ... the filter for the Blobs we want to count
     *   }
     * })
    **/
    count<T extends BlobCountArgs>(args?: Prisma.Subset<T, BlobCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], BlobCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a Blob.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {BlobAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
     * @example
     * // Ordered by age ascending
     * // Where email contains prisma.io
     * // Limited to the 10 users
     * const aggregations = await prisma.user.aggregate({
     *   _avg: {
     *     age: true,
     *   },
     *   where: {
     *     email: {
     *       contains: "prisma.io",
     *     },
     *   },
     *   orderBy: {
     *     age: "asc",
     *   },
     *   take: 10,
     * })
    **/
    aggregate<T extends BlobAggregateArgs>(args: Prisma.Subset<T, BlobAggregateArgs>): Prisma.PrismaPromise<GetBlobAggregateType<T>>;
    /**
     * Group by Blob.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {BlobGroupByArgs} args - Group by arguments.
     * @example
     * // Group by city, order by createdAt, get count
     * const result = await prisma.user.groupBy({
     *   by: ['city', 'createdAt'],
     *   orderBy: {
     *     createdAt: true
     *   },
     *   _count: {
     *     _all: true
     *   },
     * })
     *
    **/
    groupBy<T extends BlobGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: BlobGroupByArgs['orderBy'];
    } : {
        orderBy?: BlobGroupByArgs['orderBy'];
    }, OrderFields extends Prisma.ExcludeUnderscoreKeys<Prisma.Keys<Prisma.MaybeTupleToUnion<T['orderBy']>>>, ByFields extends Prisma.MaybeTupleToUnion<T['by']>, ByValid extends Prisma.Has<ByFields, OrderFields>, HavingFields extends Prisma.GetHavingFields<T['having']>, HavingValid extends Prisma.Has<ByFields, HavingFields>, ByEmpty extends T['by'] extends never[] ? Prisma.True : Prisma.False, InputErrors extends ByEmpty extends Prisma.True ? `Error: "by" must not be empty.` : HavingValid extends Prisma.False ? {
        [P in HavingFields]: P extends ByFields ? never : P extends string ? `Error: Field "${P}" used in "having" needs to be provided in "by".` : [
            Error,
            'Field ',
            P,
            ` in "having" needs to be provided in "by"`
        ];
    }[HavingFields] : 'take' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "take", you also need to provide "orderBy"' : 'skip' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "skip", you also need to provide "orderBy"' : ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, BlobGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetBlobGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the Blob model
     */
    readonly fields: BlobFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for Blob.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__BlobClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    /**
     * Attaches callbacks for the resolution and/or rejection of the Promise.
     * @param onfulfilled The callback to execute when the Promise is resolved.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of which ever callback is executed.
     */
    then<TResult1 = T, TResult2 = never>(onfulfilled?: ((value: T) => TResult1 | PromiseLike<TResult1>) | undefined | null, onrejected?: ((reason: any) => TResult2 | PromiseLike<TResult2>) | undefined | null): runtime.Types.Utils.JsPromise<TResult1 | TResult2>;
    /**
     * Attaches a callback for only the rejection of the Promise.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of the callback.
     */
    catch<TResult = never>(onrejected?: ((reason: any) => TResult | PromiseLike<TResult>) | undefined | null): runtime.Types.Utils.JsPromise<T | TResult>;
    /**
     * Attaches a callback that is invoked when the Promise is settled (fulfilled or rejected). The
     * resolved value cannot be modified from the callback.
     * @param onfinally The callback to execute when the Promise is settled (fulfilled or rejected).
     * @returns A Promise for the completion of the callback.
     */
    finally(onfinally?: (() => void) | undefined | null): runtime.Types.Utils.JsPromise<T>;
}
/**
 * Fields of the Blob model
 */
export interface BlobFieldRefs {
    readonly hash: Prisma.FieldRef<"Blob", 'String'>;
    readonly data: Prisma.FieldRef<"Blob", 'Bytes'>;
    readonly size: Prisma.FieldRef<"Blob", 'Int'>;
    readonly createdAt: Prisma.FieldRef<"Blob", 'DateTime'>;
}
/**
 * Blob findUnique
 */
export type BlobFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Blob
     */
    select?: Prisma.BlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Blob
     */
    omit?: Prisma.BlobOmit<ExtArgs> | null;
    /**
     * Filter, which Blob to fetch.
     */
    where: Prisma.BlobWhereUniqueInput;
};
/**
 * Blob findUniqueOrThrow
 */
export type BlobFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Blob
     */
    select?: Prisma.BlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Blob
     */
    omit?: Prisma.BlobOmit<ExtArgs> | null;
    /**
     * Filter, which Blob to fetch.
     */
    where: Prisma.BlobWhereUniqueInput;
};
/**
 * Blob findFirst
 */
export type BlobFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Blob
     */
    select?: Prisma.BlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Blob
     */
    omit?: Prisma.BlobOmit<ExtArgs> | null;
    /**
     * Filter, which Blob to fetch.
     */
    where?: Prisma.BlobWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Blobs to fetch.
     */
    orderBy?: Prisma.BlobOrderByWithRelationInput | Prisma.BlobOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for Blobs.
     */
    cursor?: Prisma.BlobWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Blobs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Blobs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Blobs.
     */
    distinct?: Prisma.BlobScalarFieldEnum | Prisma.BlobScalarFieldEnum[];
};
/**
 * Blob findFirstOrThrow
 */
export type BlobFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Blob
     */
    select?: Prisma.BlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Blob
     */
    omit?: Prisma.BlobOmit<ExtArgs> | null;
    /**
     * Filter, which Blob to fetch.
     */
    where?: Prisma.BlobWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Blobs to fetch.
     */
    orderBy?: Prisma.BlobOrderByWithRelationInput | Prisma.BlobOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for Blobs.
     */
    cursor?: Prisma.BlobWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Blobs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Blobs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Blobs.
     */
    distinct?: Prisma.BlobScalarFieldEnum | Prisma.BlobScalarFieldEnum[];
};
/**
 * Blob findMany
 */
export type BlobFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Blob
     */
    select?: Prisma.BlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Blob
     */
    omit?: Prisma.BlobOmit<ExtArgs> | null;
    /**
     * Filter, which Blobs to fetch.
     */
    where?: Prisma.BlobWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Blobs to fetch.
     */
    orderBy?: Prisma.BlobOrderByWithRelationInput | Prisma.BlobOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing Blobs.
     */
    cursor?: Prisma.BlobWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Blobs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Blobs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Blobs.
     */
    distinct?: Prisma.BlobScalarFieldEnum | Prisma.BlobScalarFieldEnum[];
};
/**
 * Blob create
 */
export type BlobCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Blob
     */
    select?: Prisma.BlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Blob
     */
    omit?: Prisma.BlobOmit<ExtArgs> | null;
    /**
     * The data needed to create a Blob.
     */
    data: Prisma.XOR<Prisma.BlobCreateInput, Prisma.BlobUncheckedCreateInput>;
};
/**
 * Blob createMany
 */
export type BlobCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many Blobs.
     */
    data: Prisma.BlobCreateManyInput | Prisma.BlobCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * Blob createManyAndReturn
 */
export type BlobCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Blob
     */
    select?: Prisma.BlobSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the Blob
     */
    omit?: Prisma.BlobOmit<ExtArgs> | null;
    /**
     * The data used to create many Blobs.
     */
    data: Prisma.BlobCreateManyInput | Prisma.BlobCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * Blob update
 */
export type BlobUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Blob
     */
    select?: Prisma.BlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Blob
     */
    omit?: Prisma.BlobOmit<ExtArgs> | null;
    /**
     * The data needed to update a Blob.
     */
    data: Prisma.XOR<Prisma.BlobUpdateInput, Prisma.BlobUncheckedUpdateInput>;
    /**
     * Choose, which Blob to update.
     */
    where: Prisma.BlobWhereUniqueInput;
};
/**
 * Blob updateMany
 */
export type BlobUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update Blobs.
     */
    data: Prisma.XOR<Prisma.BlobUpdateManyMutationInput, Prisma.BlobUncheckedUpdateManyInput>;
    /**
     * Filter which Blobs to update
     */
    where?: Prisma.BlobWhereInput;
    /**
     * Limit how many Blobs to update.
     */
    limit?: number;
};
/**
 * Blob updateManyAndReturn
 */
export type BlobUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Blob
     */
    select?: Prisma.BlobSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the Blob
     */
    omit?: Prisma.BlobOmit<ExtArgs> | null;
    /**
     * The data used to update Blobs.
     */
    data: Prisma.XOR<Prisma.BlobUpdateManyMutationInput, Prisma.BlobUncheckedUpdateManyInput>;
    /**
     * Filter which Blobs to update
     */
    where?: Prisma.BlobWhereInput;
    /**
     * Limit how many Blobs to update.
     */
    limit?: number;
};
/**
 * Blob upsert
 */
export type BlobUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Blob
     */
    select?: Prisma.BlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Blob
     */
    omit?: Prisma.BlobOmit<ExtArgs> | null;
    /**
     * The filter to search for the Blob to update in case it exists.
     */
    where: Prisma.BlobWhereUniqueInput;
    /**
     * In case the Blob found by the `where` argument doesn't exist, create a new Blob with this data.
     */
    create: Prisma.XOR<Prisma.BlobCreateInput, Prisma.BlobUncheckedCreateInput>;
    /**
     * In case the Blob was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.BlobUpdateInput, Prisma.BlobUncheckedUpdateInput>;
};
/**
 * Blob delete
 */
export type BlobDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Blob
     */
    select?: Prisma.BlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Blob
     */
    omit?: Prisma.BlobOmit<ExtArgs> | null;
    /**
     * Filter which Blob to delete.
     */
    where: Prisma.BlobWhereUniqueInput;
};
/**
 * Blob deleteMany
 */
export type BlobDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which Blobs to delete
     */
    where?: Prisma.BlobWhereInput;
    /**
     * Limit how many Blobs to delete.
     */
    limit?: number;
};
/**
 * Blob without action
 */
export type BlobDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Blob
     */
    select?: Prisma.BlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Blob
     */
    omit?: Prisma.BlobOmit<ExtArgs> | null;
};
