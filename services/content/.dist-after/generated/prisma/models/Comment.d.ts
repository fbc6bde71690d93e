import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model Comment
 *
 */
export type CommentModel = runtime.Types.Result.DefaultSelection<Prisma.$CommentPayload>;
export type AggregateComment = {
    _count: CommentCountAggregateOutputType | null;
    _min: CommentMinAggregateOutputType | null;
    _max: CommentMaxAggregateOutputType | null;
};
export type CommentMinAggregateOutputType = {
    id: string | null;
    spaceId: string | null;
    changeRequestId: string | null;
    revisionId: string | null;
    pageId: string | null;
    nodeId: string | null;
    tableCellRecord: string | null;
    tableCellDefinition: string | null;
    status: $Enums.CommentStatus | null;
    body: string | null;
    postedById: string | null;
    createdAt: Date | null;
    editedAt: Date | null;
    resolvedAt: Date | null;
    resolvedById: string | null;
};
export type CommentMaxAggregateOutputType = {
    id: string | null;
    spaceId: string | null;
    changeRequestId: string | null;
    revisionId: string | null;
    pageId: string | null;
    nodeId: string | null;
    tableCellRecord: string | null;
    tableCellDefinition: string | null;
    status: $Enums.CommentStatus | null;
    body: string | null;
    postedById: string | null;
    createdAt: Date | null;
    editedAt: Date | null;
    resolvedAt: Date | null;
    resolvedById: string | null;
};
export type CommentCountAggregateOutputType = {
    id: number;
    spaceId: number;
    changeRequestId: number;
    revisionId: number;
    pageId: number;
    nodeId: number;
    tableCellRecord: number;
    tableCellDefinition: number;
    status: number;
    body: number;
    postedById: number;
    createdAt: number;
    editedAt: number;
    resolvedAt: number;
    resolvedById: number;
    _all: number;
};
export type CommentMinAggregateInputType = {
    id?: true;
    spaceId?: true;
    changeRequestId?: true;
    revisionId?: true;
    pageId?: true;
    nodeId?: true;
    tableCellRecord?: true;
    tableCellDefinition?: true;
    status?: true;
    body?: true;
    postedById?: true;
    createdAt?: true;
    editedAt?: true;
    resolvedAt?: true;
    resolvedById?: true;
};
export type CommentMaxAggregateInputType = {
    id?: true;
    spaceId?: true;
    changeRequestId?: true;
    revisionId?: true;
    pageId?: true;
    nodeId?: true;
    tableCellRecord?: true;
    tableCellDefinition?: true;
    status?: true;
    body?: true;
    postedById?: true;
    createdAt?: true;
    editedAt?: true;
    resolvedAt?: true;
    resolvedById?: true;
};
export type CommentCountAggregateInputType = {
    id?: true;
    spaceId?: true;
    changeRequestId?: true;
    revisionId?: true;
    pageId?: true;
    nodeId?: true;
    tableCellRecord?: true;
    tableCellDefinition?: true;
    status?: true;
    body?: true;
    postedById?: true;
    createdAt?: true;
    editedAt?: true;
    resolvedAt?: true;
    resolvedById?: true;
    _all?: true;
};
export type CommentAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which Comment to aggregate.
     */
    where?: Prisma.CommentWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Comments to fetch.
     */
    orderBy?: Prisma.CommentOrderByWithRelationInput | Prisma.CommentOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.CommentWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Comments from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Comments.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned Comments
    **/
    _count?: true | CommentCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: CommentMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: CommentMaxAggregateInputType;
};
export type GetCommentAggregateType<T extends CommentAggregateArgs> = {
    [P in keyof T & keyof AggregateComment]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateComment[P]> : Prisma.GetScalarType<T[P], AggregateComment[P]>;
};
export type CommentGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CommentWhereInput;
    orderBy?: Prisma.CommentOrderByWithAggregationInput | Prisma.CommentOrderByWithAggregationInput[];
    by: Prisma.CommentScalarFieldEnum[] | Prisma.CommentScalarFieldEnum;
    having?: Prisma.CommentScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: CommentCountAggregateInputType | true;
    _min?: CommentMinAggregateInputType;
    _max?: CommentMaxAggregateInputType;
};
export type CommentGroupByOutputType = {
    id: string;
    spaceId: string;
    changeRequestId: string | null;
    revisionId: string;
    pageId: string | null;
    nodeId: string | null;
    tableCellRecord: string | null;
    tableCellDefinition: string | null;
    status: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt: Date;
    editedAt: Date | null;
    resolvedAt: Date | null;
    resolvedById: string | null;
    _count: CommentCountAggregateOutputType | null;
    _min: CommentMinAggregateOutputType | null;
    _max: CommentMaxAggregateOutputType | null;
};
export type GetCommentGroupByPayload<T extends CommentGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<CommentGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof CommentGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], CommentGroupByOutputType[P]> : Prisma.GetScalarType<T[P], CommentGroupByOutputType[P]>;
}>>;
export type CommentWhereInput = {
    AND?: Prisma.CommentWhereInput | Prisma.CommentWhereInput[];
    OR?: Prisma.CommentWhereInput[];
    NOT?: Prisma.CommentWhereInput | Prisma.CommentWhereInput[];
    id?: Prisma.StringFilter<"Comment"> | string;
    spaceId?: Prisma.StringFilter<"Comment"> | string;
    changeRequestId?: Prisma.StringNullableFilter<"Comment"> | string | null;
    revisionId?: Prisma.StringFilter<"Comment"> | string;
    pageId?: Prisma.StringNullableFilter<"Comment"> | string | null;
    nodeId?: Prisma.StringNullableFilter<"Comment"> | string | null;
    tableCellRecord?: Prisma.StringNullableFilter<"Comment"> | string | null;
    tableCellDefinition?: Prisma.StringNullableFilter<"Comment"> | string | null;
    status?: Prisma.EnumCommentStatusFilter<"Comment"> | $Enums.CommentStatus;
    body?: Prisma.StringFilter<"Comment"> | string;
    postedById?: Prisma.StringFilter<"Comment"> | string;
    createdAt?: Prisma.DateTimeFilter<"Comment"> | Date | string;
    editedAt?: Prisma.DateTimeNullableFilter<"Comment"> | Date | string | null;
    resolvedAt?: Prisma.DateTimeNullableFilter<"Comment"> | Date | string | null;
    resolvedById?: Prisma.StringNullableFilter<"Comment"> | string | null;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
    changeRequest?: Prisma.XOR<Prisma.ChangeRequestNullableScalarRelationFilter, Prisma.ChangeRequestWhereInput> | null;
    replies?: Prisma.CommentReplyListRelationFilter;
    reactions?: Prisma.CommentReactionListRelationFilter;
};
export type CommentOrderByWithRelationInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrderInput | Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrderInput | Prisma.SortOrder;
    nodeId?: Prisma.SortOrderInput | Prisma.SortOrder;
    tableCellRecord?: Prisma.SortOrderInput | Prisma.SortOrder;
    tableCellDefinition?: Prisma.SortOrderInput | Prisma.SortOrder;
    status?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
    postedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    editedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    resolvedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    resolvedById?: Prisma.SortOrderInput | Prisma.SortOrder;
    space?: Prisma.SpaceOrderByWithRelationInput;
    changeRequest?: Prisma.ChangeRequestOrderByWithRelationInput;
    replies?: Prisma.CommentReplyOrderByRelationAggregateInput;
    reactions?: Prisma.CommentReactionOrderByRelationAggregateInput;
};
export type CommentWhereUniqueInput = Prisma.AtLeast<{
    id?: string;
    AND?: Prisma.CommentWhereInput | Prisma.CommentWhereInput[];
    OR?: Prisma.CommentWhereInput[];
    NOT?: Prisma.CommentWhereInput | Prisma.CommentWhereInput[];
    spaceId?: Prisma.StringFilter<"Comment"> | string;
    changeRequestId?: Prisma.StringNullableFilter<"Comment"> | string | null;
    revisionId?: Prisma.StringFilter<"Comment"> | string;
    pageId?: Prisma.StringNullableFilter<"Comment"> | string | null;
    nodeId?: Prisma.StringNullableFilter<"Comment"> | string | null;
    tableCellRecord?: Prisma.StringNullableFilter<"Comment"> | string | null;
    tableCellDefinition?: Prisma.StringNullableFilter<"Comment"> | string | null;
    status?: Prisma.EnumCommentStatusFilter<"Comment"> | $Enums.CommentStatus;
    body?: Prisma.StringFilter<"Comment"> | string;
    postedById?: Prisma.StringFilter<"Comment"> | string;
    createdAt?: Prisma.DateTimeFilter<"Comment"> | Date | string;
    editedAt?: Prisma.DateTimeNullableFilter<"Comment"> | Date | string | null;
    resolvedAt?: Prisma.DateTimeNullableFilter<"Comment"> | Date | string | null;
    resolvedById?: Prisma.StringNullableFilter<"Comment"> | string | null;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
    changeRequest?: Prisma.XOR<Prisma.ChangeRequestNullableScalarRelationFilter, Prisma.ChangeRequestWhereInput> | null;
    replies?: Prisma.CommentReplyListRelationFilter;
    reactions?: Prisma.CommentReactionListRelationFilter;
}, "id">;
export type CommentOrderByWithAggregationInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrderInput | Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrderInput | Prisma.SortOrder;
    nodeId?: Prisma.SortOrderInput | Prisma.SortOrder;
    tableCellRecord?: Prisma.SortOrderInput | Prisma.SortOrder;
    tableCellDefinition?: Prisma.SortOrderInput | Prisma.SortOrder;
    status?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
    postedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    editedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    resolvedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    resolvedById?: Prisma.SortOrderInput | Prisma.SortOrder;
    _count?: Prisma.CommentCountOrderByAggregateInput;
    _max?: Prisma.CommentMaxOrderByAggregateInput;
    _min?: Prisma.CommentMinOrderByAggregateInput;
};
export type CommentScalarWhereWithAggregatesInput = {
    AND?: Prisma.CommentScalarWhereWithAggregatesInput | Prisma.CommentScalarWhereWithAggregatesInput[];
    OR?: Prisma.CommentScalarWhereWithAggregatesInput[];
    NOT?: Prisma.CommentScalarWhereWithAggregatesInput | Prisma.CommentScalarWhereWithAggregatesInput[];
    id?: Prisma.StringWithAggregatesFilter<"Comment"> | string;
    spaceId?: Prisma.StringWithAggregatesFilter<"Comment"> | string;
    changeRequestId?: Prisma.StringNullableWithAggregatesFilter<"Comment"> | string | null;
    revisionId?: Prisma.StringWithAggregatesFilter<"Comment"> | string;
    pageId?: Prisma.StringNullableWithAggregatesFilter<"Comment"> | string | null;
    nodeId?: Prisma.StringNullableWithAggregatesFilter<"Comment"> | string | null;
    tableCellRecord?: Prisma.StringNullableWithAggregatesFilter<"Comment"> | string | null;
    tableCellDefinition?: Prisma.StringNullableWithAggregatesFilter<"Comment"> | string | null;
    status?: Prisma.EnumCommentStatusWithAggregatesFilter<"Comment"> | $Enums.CommentStatus;
    body?: Prisma.StringWithAggregatesFilter<"Comment"> | string;
    postedById?: Prisma.StringWithAggregatesFilter<"Comment"> | string;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"Comment"> | Date | string;
    editedAt?: Prisma.DateTimeNullableWithAggregatesFilter<"Comment"> | Date | string | null;
    resolvedAt?: Prisma.DateTimeNullableWithAggregatesFilter<"Comment"> | Date | string | null;
    resolvedById?: Prisma.StringNullableWithAggregatesFilter<"Comment"> | string | null;
};
export type CommentCreateInput = {
    id: string;
    revisionId: string;
    pageId?: string | null;
    nodeId?: string | null;
    tableCellRecord?: string | null;
    tableCellDefinition?: string | null;
    status?: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    resolvedAt?: Date | string | null;
    resolvedById?: string | null;
    space: Prisma.SpaceCreateNestedOneWithoutCommentsInput;
    changeRequest?: Prisma.ChangeRequestCreateNestedOneWithoutCommentsInput;
    replies?: Prisma.CommentReplyCreateNestedManyWithoutCommentInput;
    reactions?: Prisma.CommentReactionCreateNestedManyWithoutCommentInput;
};
export type CommentUncheckedCreateInput = {
    id: string;
    spaceId: string;
    changeRequestId?: string | null;
    revisionId: string;
    pageId?: string | null;
    nodeId?: string | null;
    tableCellRecord?: string | null;
    tableCellDefinition?: string | null;
    status?: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    resolvedAt?: Date | string | null;
    resolvedById?: string | null;
    replies?: Prisma.CommentReplyUncheckedCreateNestedManyWithoutCommentInput;
    reactions?: Prisma.CommentReactionUncheckedCreateNestedManyWithoutCommentInput;
};
export type CommentUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    space?: Prisma.SpaceUpdateOneRequiredWithoutCommentsNestedInput;
    changeRequest?: Prisma.ChangeRequestUpdateOneWithoutCommentsNestedInput;
    replies?: Prisma.CommentReplyUpdateManyWithoutCommentNestedInput;
    reactions?: Prisma.CommentReactionUpdateManyWithoutCommentNestedInput;
};
export type CommentUncheckedUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    replies?: Prisma.CommentReplyUncheckedUpdateManyWithoutCommentNestedInput;
    reactions?: Prisma.CommentReactionUncheckedUpdateManyWithoutCommentNestedInput;
};
export type CommentCreateManyInput = {
    id: string;
    spaceId: string;
    changeRequestId?: string | null;
    revisionId: string;
    pageId?: string | null;
    nodeId?: string | null;
    tableCellRecord?: string | null;
    tableCellDefinition?: string | null;
    status?: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    resolvedAt?: Date | string | null;
    resolvedById?: string | null;
};
export type CommentUpdateManyMutationInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type CommentUncheckedUpdateManyInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type CommentListRelationFilter = {
    every?: Prisma.CommentWhereInput;
    some?: Prisma.CommentWhereInput;
    none?: Prisma.CommentWhereInput;
};
export type CommentOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type CommentCountOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    nodeId?: Prisma.SortOrder;
    tableCellRecord?: Prisma.SortOrder;
    tableCellDefinition?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
    postedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    editedAt?: Prisma.SortOrder;
    resolvedAt?: Prisma.SortOrder;
    resolvedById?: Prisma.SortOrder;
};
export type CommentMaxOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    nodeId?: Prisma.SortOrder;
    tableCellRecord?: Prisma.SortOrder;
    tableCellDefinition?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
    postedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    editedAt?: Prisma.SortOrder;
    resolvedAt?: Prisma.SortOrder;
    resolvedById?: Prisma.SortOrder;
};
export type CommentMinOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    nodeId?: Prisma.SortOrder;
    tableCellRecord?: Prisma.SortOrder;
    tableCellDefinition?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
    postedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    editedAt?: Prisma.SortOrder;
    resolvedAt?: Prisma.SortOrder;
    resolvedById?: Prisma.SortOrder;
};
export type CommentScalarRelationFilter = {
    is?: Prisma.CommentWhereInput;
    isNot?: Prisma.CommentWhereInput;
};
export type CommentCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.CommentCreateWithoutSpaceInput, Prisma.CommentUncheckedCreateWithoutSpaceInput> | Prisma.CommentCreateWithoutSpaceInput[] | Prisma.CommentUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.CommentCreateOrConnectWithoutSpaceInput | Prisma.CommentCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.CommentCreateManySpaceInputEnvelope;
    connect?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
};
export type CommentUncheckedCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.CommentCreateWithoutSpaceInput, Prisma.CommentUncheckedCreateWithoutSpaceInput> | Prisma.CommentCreateWithoutSpaceInput[] | Prisma.CommentUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.CommentCreateOrConnectWithoutSpaceInput | Prisma.CommentCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.CommentCreateManySpaceInputEnvelope;
    connect?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
};
export type CommentUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.CommentCreateWithoutSpaceInput, Prisma.CommentUncheckedCreateWithoutSpaceInput> | Prisma.CommentCreateWithoutSpaceInput[] | Prisma.CommentUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.CommentCreateOrConnectWithoutSpaceInput | Prisma.CommentCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.CommentUpsertWithWhereUniqueWithoutSpaceInput | Prisma.CommentUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.CommentCreateManySpaceInputEnvelope;
    set?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    disconnect?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    delete?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    connect?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    update?: Prisma.CommentUpdateWithWhereUniqueWithoutSpaceInput | Prisma.CommentUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.CommentUpdateManyWithWhereWithoutSpaceInput | Prisma.CommentUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.CommentScalarWhereInput | Prisma.CommentScalarWhereInput[];
};
export type CommentUncheckedUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.CommentCreateWithoutSpaceInput, Prisma.CommentUncheckedCreateWithoutSpaceInput> | Prisma.CommentCreateWithoutSpaceInput[] | Prisma.CommentUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.CommentCreateOrConnectWithoutSpaceInput | Prisma.CommentCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.CommentUpsertWithWhereUniqueWithoutSpaceInput | Prisma.CommentUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.CommentCreateManySpaceInputEnvelope;
    set?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    disconnect?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    delete?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    connect?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    update?: Prisma.CommentUpdateWithWhereUniqueWithoutSpaceInput | Prisma.CommentUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.CommentUpdateManyWithWhereWithoutSpaceInput | Prisma.CommentUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.CommentScalarWhereInput | Prisma.CommentScalarWhereInput[];
};
export type CommentCreateNestedManyWithoutChangeRequestInput = {
    create?: Prisma.XOR<Prisma.CommentCreateWithoutChangeRequestInput, Prisma.CommentUncheckedCreateWithoutChangeRequestInput> | Prisma.CommentCreateWithoutChangeRequestInput[] | Prisma.CommentUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.CommentCreateOrConnectWithoutChangeRequestInput | Prisma.CommentCreateOrConnectWithoutChangeRequestInput[];
    createMany?: Prisma.CommentCreateManyChangeRequestInputEnvelope;
    connect?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
};
export type CommentUncheckedCreateNestedManyWithoutChangeRequestInput = {
    create?: Prisma.XOR<Prisma.CommentCreateWithoutChangeRequestInput, Prisma.CommentUncheckedCreateWithoutChangeRequestInput> | Prisma.CommentCreateWithoutChangeRequestInput[] | Prisma.CommentUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.CommentCreateOrConnectWithoutChangeRequestInput | Prisma.CommentCreateOrConnectWithoutChangeRequestInput[];
    createMany?: Prisma.CommentCreateManyChangeRequestInputEnvelope;
    connect?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
};
export type CommentUpdateManyWithoutChangeRequestNestedInput = {
    create?: Prisma.XOR<Prisma.CommentCreateWithoutChangeRequestInput, Prisma.CommentUncheckedCreateWithoutChangeRequestInput> | Prisma.CommentCreateWithoutChangeRequestInput[] | Prisma.CommentUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.CommentCreateOrConnectWithoutChangeRequestInput | Prisma.CommentCreateOrConnectWithoutChangeRequestInput[];
    upsert?: Prisma.CommentUpsertWithWhereUniqueWithoutChangeRequestInput | Prisma.CommentUpsertWithWhereUniqueWithoutChangeRequestInput[];
    createMany?: Prisma.CommentCreateManyChangeRequestInputEnvelope;
    set?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    disconnect?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    delete?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    connect?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    update?: Prisma.CommentUpdateWithWhereUniqueWithoutChangeRequestInput | Prisma.CommentUpdateWithWhereUniqueWithoutChangeRequestInput[];
    updateMany?: Prisma.CommentUpdateManyWithWhereWithoutChangeRequestInput | Prisma.CommentUpdateManyWithWhereWithoutChangeRequestInput[];
    deleteMany?: Prisma.CommentScalarWhereInput | Prisma.CommentScalarWhereInput[];
};
export type CommentUncheckedUpdateManyWithoutChangeRequestNestedInput = {
    create?: Prisma.XOR<Prisma.CommentCreateWithoutChangeRequestInput, Prisma.CommentUncheckedCreateWithoutChangeRequestInput> | Prisma.CommentCreateWithoutChangeRequestInput[] | Prisma.CommentUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.CommentCreateOrConnectWithoutChangeRequestInput | Prisma.CommentCreateOrConnectWithoutChangeRequestInput[];
    upsert?: Prisma.CommentUpsertWithWhereUniqueWithoutChangeRequestInput | Prisma.CommentUpsertWithWhereUniqueWithoutChangeRequestInput[];
    createMany?: Prisma.CommentCreateManyChangeRequestInputEnvelope;
    set?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    disconnect?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    delete?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    connect?: Prisma.CommentWhereUniqueInput | Prisma.CommentWhereUniqueInput[];
    update?: Prisma.CommentUpdateWithWhereUniqueWithoutChangeRequestInput | Prisma.CommentUpdateWithWhereUniqueWithoutChangeRequestInput[];
    updateMany?: Prisma.CommentUpdateManyWithWhereWithoutChangeRequestInput | Prisma.CommentUpdateManyWithWhereWithoutChangeRequestInput[];
    deleteMany?: Prisma.CommentScalarWhereInput | Prisma.CommentScalarWhereInput[];
};
export type EnumCommentStatusFieldUpdateOperationsInput = {
    set?: $Enums.CommentStatus;
};
export type CommentCreateNestedOneWithoutRepliesInput = {
    create?: Prisma.XOR<Prisma.CommentCreateWithoutRepliesInput, Prisma.CommentUncheckedCreateWithoutRepliesInput>;
    connectOrCreate?: Prisma.CommentCreateOrConnectWithoutRepliesInput;
    connect?: Prisma.CommentWhereUniqueInput;
};
export type CommentUpdateOneRequiredWithoutRepliesNestedInput = {
    create?: Prisma.XOR<Prisma.CommentCreateWithoutRepliesInput, Prisma.CommentUncheckedCreateWithoutRepliesInput>;
    connectOrCreate?: Prisma.CommentCreateOrConnectWithoutRepliesInput;
    upsert?: Prisma.CommentUpsertWithoutRepliesInput;
    connect?: Prisma.CommentWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.CommentUpdateToOneWithWhereWithoutRepliesInput, Prisma.CommentUpdateWithoutRepliesInput>, Prisma.CommentUncheckedUpdateWithoutRepliesInput>;
};
export type CommentCreateNestedOneWithoutReactionsInput = {
    create?: Prisma.XOR<Prisma.CommentCreateWithoutReactionsInput, Prisma.CommentUncheckedCreateWithoutReactionsInput>;
    connectOrCreate?: Prisma.CommentCreateOrConnectWithoutReactionsInput;
    connect?: Prisma.CommentWhereUniqueInput;
};
export type CommentUpdateOneRequiredWithoutReactionsNestedInput = {
    create?: Prisma.XOR<Prisma.CommentCreateWithoutReactionsInput, Prisma.CommentUncheckedCreateWithoutReactionsInput>;
    connectOrCreate?: Prisma.CommentCreateOrConnectWithoutReactionsInput;
    upsert?: Prisma.CommentUpsertWithoutReactionsInput;
    connect?: Prisma.CommentWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.CommentUpdateToOneWithWhereWithoutReactionsInput, Prisma.CommentUpdateWithoutReactionsInput>, Prisma.CommentUncheckedUpdateWithoutReactionsInput>;
};
export type CommentCreateWithoutSpaceInput = {
    id: string;
    revisionId: string;
    pageId?: string | null;
    nodeId?: string | null;
    tableCellRecord?: string | null;
    tableCellDefinition?: string | null;
    status?: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    resolvedAt?: Date | string | null;
    resolvedById?: string | null;
    changeRequest?: Prisma.ChangeRequestCreateNestedOneWithoutCommentsInput;
    replies?: Prisma.CommentReplyCreateNestedManyWithoutCommentInput;
    reactions?: Prisma.CommentReactionCreateNestedManyWithoutCommentInput;
};
export type CommentUncheckedCreateWithoutSpaceInput = {
    id: string;
    changeRequestId?: string | null;
    revisionId: string;
    pageId?: string | null;
    nodeId?: string | null;
    tableCellRecord?: string | null;
    tableCellDefinition?: string | null;
    status?: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    resolvedAt?: Date | string | null;
    resolvedById?: string | null;
    replies?: Prisma.CommentReplyUncheckedCreateNestedManyWithoutCommentInput;
    reactions?: Prisma.CommentReactionUncheckedCreateNestedManyWithoutCommentInput;
};
export type CommentCreateOrConnectWithoutSpaceInput = {
    where: Prisma.CommentWhereUniqueInput;
    create: Prisma.XOR<Prisma.CommentCreateWithoutSpaceInput, Prisma.CommentUncheckedCreateWithoutSpaceInput>;
};
export type CommentCreateManySpaceInputEnvelope = {
    data: Prisma.CommentCreateManySpaceInput | Prisma.CommentCreateManySpaceInput[];
    skipDuplicates?: boolean;
};
export type CommentUpsertWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.CommentWhereUniqueInput;
    update: Prisma.XOR<Prisma.CommentUpdateWithoutSpaceInput, Prisma.CommentUncheckedUpdateWithoutSpaceInput>;
    create: Prisma.XOR<Prisma.CommentCreateWithoutSpaceInput, Prisma.CommentUncheckedCreateWithoutSpaceInput>;
};
export type CommentUpdateWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.CommentWhereUniqueInput;
    data: Prisma.XOR<Prisma.CommentUpdateWithoutSpaceInput, Prisma.CommentUncheckedUpdateWithoutSpaceInput>;
};
export type CommentUpdateManyWithWhereWithoutSpaceInput = {
    where: Prisma.CommentScalarWhereInput;
    data: Prisma.XOR<Prisma.CommentUpdateManyMutationInput, Prisma.CommentUncheckedUpdateManyWithoutSpaceInput>;
};
export type CommentScalarWhereInput = {
    AND?: Prisma.CommentScalarWhereInput | Prisma.CommentScalarWhereInput[];
    OR?: Prisma.CommentScalarWhereInput[];
    NOT?: Prisma.CommentScalarWhereInput | Prisma.CommentScalarWhereInput[];
    id?: Prisma.StringFilter<"Comment"> | string;
    spaceId?: Prisma.StringFilter<"Comment"> | string;
    changeRequestId?: Prisma.StringNullableFilter<"Comment"> | string | null;
    revisionId?: Prisma.StringFilter<"Comment"> | string;
    pageId?: Prisma.StringNullableFilter<"Comment"> | string | null;
    nodeId?: Prisma.StringNullableFilter<"Comment"> | string | null;
    tableCellRecord?: Prisma.StringNullableFilter<"Comment"> | string | null;
    tableCellDefinition?: Prisma.StringNullableFilter<"Comment"> | string | null;
    status?: Prisma.EnumCommentStatusFilter<"Comment"> | $Enums.CommentStatus;
    body?: Prisma.StringFilter<"Comment"> | string;
    postedById?: Prisma.StringFilter<"Comment"> | string;
    createdAt?: Prisma.DateTimeFilter<"Comment"> | Date | string;
    editedAt?: Prisma.DateTimeNullableFilter<"Comment"> | Date | string | null;
    resolvedAt?: Prisma.DateTimeNullableFilter<"Comment"> | Date | string | null;
    resolvedById?: Prisma.StringNullableFilter<"Comment"> | string | null;
};
export type CommentCreateWithoutChangeRequestInput = {
    id: string;
    revisionId: string;
    pageId?: string | null;
    nodeId?: string | null;
    tableCellRecord?: string | null;
    tableCellDefinition?: string | null;
    status?: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    resolvedAt?: Date | string | null;
    resolvedById?: string | null;
    space: Prisma.SpaceCreateNestedOneWithoutCommentsInput;
    replies?: Prisma.CommentReplyCreateNestedManyWithoutCommentInput;
    reactions?: Prisma.CommentReactionCreateNestedManyWithoutCommentInput;
};
export type CommentUncheckedCreateWithoutChangeRequestInput = {
    id: string;
    spaceId: string;
    revisionId: string;
    pageId?: string | null;
    nodeId?: string | null;
    tableCellRecord?: string | null;
    tableCellDefinition?: string | null;
    status?: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    resolvedAt?: Date | string | null;
    resolvedById?: string | null;
    replies?: Prisma.CommentReplyUncheckedCreateNestedManyWithoutCommentInput;
    reactions?: Prisma.CommentReactionUncheckedCreateNestedManyWithoutCommentInput;
};
export type CommentCreateOrConnectWithoutChangeRequestInput = {
    where: Prisma.CommentWhereUniqueInput;
    create: Prisma.XOR<Prisma.CommentCreateWithoutChangeRequestInput, Prisma.CommentUncheckedCreateWithoutChangeRequestInput>;
};
export type CommentCreateManyChangeRequestInputEnvelope = {
    data: Prisma.CommentCreateManyChangeRequestInput | Prisma.CommentCreateManyChangeRequestInput[];
    skipDuplicates?: boolean;
};
export type CommentUpsertWithWhereUniqueWithoutChangeRequestInput = {
    where: Prisma.CommentWhereUniqueInput;
    update: Prisma.XOR<Prisma.CommentUpdateWithoutChangeRequestInput, Prisma.CommentUncheckedUpdateWithoutChangeRequestInput>;
    create: Prisma.XOR<Prisma.CommentCreateWithoutChangeRequestInput, Prisma.CommentUncheckedCreateWithoutChangeRequestInput>;
};
export type CommentUpdateWithWhereUniqueWithoutChangeRequestInput = {
    where: Prisma.CommentWhereUniqueInput;
    data: Prisma.XOR<Prisma.CommentUpdateWithoutChangeRequestInput, Prisma.CommentUncheckedUpdateWithoutChangeRequestInput>;
};
export type CommentUpdateManyWithWhereWithoutChangeRequestInput = {
    where: Prisma.CommentScalarWhereInput;
    data: Prisma.XOR<Prisma.CommentUpdateManyMutationInput, Prisma.CommentUncheckedUpdateManyWithoutChangeRequestInput>;
};
export type CommentCreateWithoutRepliesInput = {
    id: string;
    revisionId: string;
    pageId?: string | null;
    nodeId?: string | null;
    tableCellRecord?: string | null;
    tableCellDefinition?: string | null;
    status?: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    resolvedAt?: Date | string | null;
    resolvedById?: string | null;
    space: Prisma.SpaceCreateNestedOneWithoutCommentsInput;
    changeRequest?: Prisma.ChangeRequestCreateNestedOneWithoutCommentsInput;
    reactions?: Prisma.CommentReactionCreateNestedManyWithoutCommentInput;
};
export type CommentUncheckedCreateWithoutRepliesInput = {
    id: string;
    spaceId: string;
    changeRequestId?: string | null;
    revisionId: string;
    pageId?: string | null;
    nodeId?: string | null;
    tableCellRecord?: string | null;
    tableCellDefinition?: string | null;
    status?: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    resolvedAt?: Date | string | null;
    resolvedById?: string | null;
    reactions?: Prisma.CommentReactionUncheckedCreateNestedManyWithoutCommentInput;
};
export type CommentCreateOrConnectWithoutRepliesInput = {
    where: Prisma.CommentWhereUniqueInput;
    create: Prisma.XOR<Prisma.CommentCreateWithoutRepliesInput, Prisma.CommentUncheckedCreateWithoutRepliesInput>;
};
export type CommentUpsertWithoutRepliesInput = {
    update: Prisma.XOR<Prisma.CommentUpdateWithoutRepliesInput, Prisma.CommentUncheckedUpdateWithoutRepliesInput>;
    create: Prisma.XOR<Prisma.CommentCreateWithoutRepliesInput, Prisma.CommentUncheckedCreateWithoutRepliesInput>;
    where?: Prisma.CommentWhereInput;
};
export type CommentUpdateToOneWithWhereWithoutRepliesInput = {
    where?: Prisma.CommentWhereInput;
    data: Prisma.XOR<Prisma.CommentUpdateWithoutRepliesInput, Prisma.CommentUncheckedUpdateWithoutRepliesInput>;
};
export type CommentUpdateWithoutRepliesInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    space?: Prisma.SpaceUpdateOneRequiredWithoutCommentsNestedInput;
    changeRequest?: Prisma.ChangeRequestUpdateOneWithoutCommentsNestedInput;
    reactions?: Prisma.CommentReactionUpdateManyWithoutCommentNestedInput;
};
export type CommentUncheckedUpdateWithoutRepliesInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    reactions?: Prisma.CommentReactionUncheckedUpdateManyWithoutCommentNestedInput;
};
export type CommentCreateWithoutReactionsInput = {
    id: string;
    revisionId: string;
    pageId?: string | null;
    nodeId?: string | null;
    tableCellRecord?: string | null;
    tableCellDefinition?: string | null;
    status?: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    resolvedAt?: Date | string | null;
    resolvedById?: string | null;
    space: Prisma.SpaceCreateNestedOneWithoutCommentsInput;
    changeRequest?: Prisma.ChangeRequestCreateNestedOneWithoutCommentsInput;
    replies?: Prisma.CommentReplyCreateNestedManyWithoutCommentInput;
};
export type CommentUncheckedCreateWithoutReactionsInput = {
    id: string;
    spaceId: string;
    changeRequestId?: string | null;
    revisionId: string;
    pageId?: string | null;
    nodeId?: string | null;
    tableCellRecord?: string | null;
    tableCellDefinition?: string | null;
    status?: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    resolvedAt?: Date | string | null;
    resolvedById?: string | null;
    replies?: Prisma.CommentReplyUncheckedCreateNestedManyWithoutCommentInput;
};
export type CommentCreateOrConnectWithoutReactionsInput = {
    where: Prisma.CommentWhereUniqueInput;
    create: Prisma.XOR<Prisma.CommentCreateWithoutReactionsInput, Prisma.CommentUncheckedCreateWithoutReactionsInput>;
};
export type CommentUpsertWithoutReactionsInput = {
    update: Prisma.XOR<Prisma.CommentUpdateWithoutReactionsInput, Prisma.CommentUncheckedUpdateWithoutReactionsInput>;
    create: Prisma.XOR<Prisma.CommentCreateWithoutReactionsInput, Prisma.CommentUncheckedCreateWithoutReactionsInput>;
    where?: Prisma.CommentWhereInput;
};
export type CommentUpdateToOneWithWhereWithoutReactionsInput = {
    where?: Prisma.CommentWhereInput;
    data: Prisma.XOR<Prisma.CommentUpdateWithoutReactionsInput, Prisma.CommentUncheckedUpdateWithoutReactionsInput>;
};
export type CommentUpdateWithoutReactionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    space?: Prisma.SpaceUpdateOneRequiredWithoutCommentsNestedInput;
    changeRequest?: Prisma.ChangeRequestUpdateOneWithoutCommentsNestedInput;
    replies?: Prisma.CommentReplyUpdateManyWithoutCommentNestedInput;
};
export type CommentUncheckedUpdateWithoutReactionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    replies?: Prisma.CommentReplyUncheckedUpdateManyWithoutCommentNestedInput;
};
export type CommentCreateManySpaceInput = {
    id: string;
    changeRequestId?: string | null;
    revisionId: string;
    pageId?: string | null;
    nodeId?: string | null;
    tableCellRecord?: string | null;
    tableCellDefinition?: string | null;
    status?: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    resolvedAt?: Date | string | null;
    resolvedById?: string | null;
};
export type CommentUpdateWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    changeRequest?: Prisma.ChangeRequestUpdateOneWithoutCommentsNestedInput;
    replies?: Prisma.CommentReplyUpdateManyWithoutCommentNestedInput;
    reactions?: Prisma.CommentReactionUpdateManyWithoutCommentNestedInput;
};
export type CommentUncheckedUpdateWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    replies?: Prisma.CommentReplyUncheckedUpdateManyWithoutCommentNestedInput;
    reactions?: Prisma.CommentReactionUncheckedUpdateManyWithoutCommentNestedInput;
};
export type CommentUncheckedUpdateManyWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type CommentCreateManyChangeRequestInput = {
    id: string;
    spaceId: string;
    revisionId: string;
    pageId?: string | null;
    nodeId?: string | null;
    tableCellRecord?: string | null;
    tableCellDefinition?: string | null;
    status?: $Enums.CommentStatus;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    resolvedAt?: Date | string | null;
    resolvedById?: string | null;
};
export type CommentUpdateWithoutChangeRequestInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    space?: Prisma.SpaceUpdateOneRequiredWithoutCommentsNestedInput;
    replies?: Prisma.CommentReplyUpdateManyWithoutCommentNestedInput;
    reactions?: Prisma.CommentReactionUpdateManyWithoutCommentNestedInput;
};
export type CommentUncheckedUpdateWithoutChangeRequestInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    replies?: Prisma.CommentReplyUncheckedUpdateManyWithoutCommentNestedInput;
    reactions?: Prisma.CommentReactionUncheckedUpdateManyWithoutCommentNestedInput;
};
export type CommentUncheckedUpdateManyWithoutChangeRequestInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    nodeId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellRecord?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    tableCellDefinition?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumCommentStatusFieldUpdateOperationsInput | $Enums.CommentStatus;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    resolvedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
/**
 * Count Type CommentCountOutputType
 */
export type CommentCountOutputType = {
    replies: number;
    reactions: number;
};
export type CommentCountOutputTypeSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    replies?: boolean | CommentCountOutputTypeCountRepliesArgs;
    reactions?: boolean | CommentCountOutputTypeCountReactionsArgs;
};
/**
 * CommentCountOutputType without action
 */
export type CommentCountOutputTypeDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentCountOutputType
     */
    select?: Prisma.CommentCountOutputTypeSelect<ExtArgs> | null;
};
/**
 * CommentCountOutputType without action
 */
export type CommentCountOutputTypeCountRepliesArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CommentReplyWhereInput;
};
/**
 * CommentCountOutputType without action
 */
export type CommentCountOutputTypeCountReactionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CommentReactionWhereInput;
};
export type CommentSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    spaceId?: boolean;
    changeRequestId?: boolean;
    revisionId?: boolean;
    pageId?: boolean;
    nodeId?: boolean;
    tableCellRecord?: boolean;
    tableCellDefinition?: boolean;
    status?: boolean;
    body?: boolean;
    postedById?: boolean;
    createdAt?: boolean;
    editedAt?: boolean;
    resolvedAt?: boolean;
    resolvedById?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
    changeRequest?: boolean | Prisma.Comment$changeRequestArgs<ExtArgs>;
    replies?: boolean | Prisma.Comment$repliesArgs<ExtArgs>;
    reactions?: boolean | Prisma.Comment$reactionsArgs<ExtArgs>;
    _count?: boolean | Prisma.CommentCountOutputTypeDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["comment"]>;
export type CommentSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    spaceId?: boolean;
    changeRequestId?: boolean;
    revisionId?: boolean;
    pageId?: boolean;
    nodeId?: boolean;
    tableCellRecord?: boolean;
    tableCellDefinition?: boolean;
    status?: boolean;
    body?: boolean;
    postedById?: boolean;
    createdAt?: boolean;
    editedAt?: boolean;
    resolvedAt?: boolean;
    resolvedById?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
    changeRequest?: boolean | Prisma.Comment$changeRequestArgs<ExtArgs>;
}, ExtArgs["result"]["comment"]>;
export type CommentSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    spaceId?: boolean;
    changeRequestId?: boolean;
    revisionId?: boolean;
    pageId?: boolean;
    nodeId?: boolean;
    tableCellRecord?: boolean;
    tableCellDefinition?: boolean;
    status?: boolean;
    body?: boolean;
    postedById?: boolean;
    createdAt?: boolean;
    editedAt?: boolean;
    resolvedAt?: boolean;
    resolvedById?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
    changeRequest?: boolean | Prisma.Comment$changeRequestArgs<ExtArgs>;
}, ExtArgs["result"]["comment"]>;
export type CommentSelectScalar = {
    id?: boolean;
    spaceId?: boolean;
    changeRequestId?: boolean;
    revisionId?: boolean;
    pageId?: boolean;
    nodeId?: boolean;
    tableCellRecord?: boolean;
    tableCellDefinition?: boolean;
    status?: boolean;
    body?: boolean;
    postedById?: boolean;
    createdAt?: boolean;
    editedAt?: boolean;
    resolvedAt?: boolean;
    resolvedById?: boolean;
};
export type CommentOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"id" | "spaceId" | "changeRequestId" | "revisionId" | "pageId" | "nodeId" | "tableCellRecord" | "tableCellDefinition" | "status" | "body" | "postedById" | "createdAt" | "editedAt" | "resolvedAt" | "resolvedById", ExtArgs["result"]["comment"]>;
export type CommentInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
    changeRequest?: boolean | Prisma.Comment$changeRequestArgs<ExtArgs>;
    replies?: boolean | Prisma.Comment$repliesArgs<ExtArgs>;
    reactions?: boolean | Prisma.Comment$reactionsArgs<ExtArgs>;
    _count?: boolean | Prisma.CommentCountOutputTypeDefaultArgs<ExtArgs>;
};
export type CommentIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
    changeRequest?: boolean | Prisma.Comment$changeRequestArgs<ExtArgs>;
};
export type CommentIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
    changeRequest?: boolean | Prisma.Comment$changeRequestArgs<ExtArgs>;
};
export type $CommentPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "Comment";
    objects: {
        space: Prisma.$SpacePayload<ExtArgs>;
        changeRequest: Prisma.$ChangeRequestPayload<ExtArgs> | null;
        replies: Prisma.$CommentReplyPayload<ExtArgs>[];
        reactions: Prisma.$CommentReactionPayload<ExtArgs>[];
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        id: string;
        spaceId: string;
        changeRequestId: string | null;
        revisionId: string;
        pageId: string | null;
        nodeId: string | null;
        tableCellRecord: string | null;
        tableCellDefinition: string | null;
        status: $Enums.CommentStatus;
        body: string;
        postedById: string;
        createdAt: Date;
        editedAt: Date | null;
        resolvedAt: Date | null;
        resolvedById: string | null;
    }, ExtArgs["result"]["comment"]>;
    composites: {};
};
export type CommentGetPayload<S extends boolean | null | undefined | CommentDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$CommentPayload, S>;
export type CommentCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<CommentFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: CommentCountAggregateInputType | true;
};
export interface CommentDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['Comment'];
        meta: {
            name: 'Comment';
        };
    };
    /**
     * Find zero or one Comment that matches the filter.
     * @param {CommentFindUniqueArgs} args - Arguments to find a Comment
     * @example
     * // Get one Comment
     * const comment = await prisma.comment.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends CommentFindUniqueArgs>(args: Prisma.SelectSubset<T, CommentFindUniqueArgs<ExtArgs>>): Prisma.Prisma__CommentClient<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one Comment that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {CommentFindUniqueOrThrowArgs} args - Arguments to find a Comment
     * @example
     * // Get one Comment
     * const comment = await prisma.comment.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends CommentFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, CommentFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__CommentClient<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first Comment that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentFindFirstArgs} args - Arguments to find a Comment
     * @example
     * // Get one Comment
     * const comment = await prisma.comment.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends CommentFindFirstArgs>(args?: Prisma.SelectSubset<T, CommentFindFirstArgs<ExtArgs>>): Prisma.Prisma__CommentClient<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first Comment that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentFindFirstOrThrowArgs} args - Arguments to find a Comment
     * @example
     * // Get one Comment
     * const comment = await prisma.comment.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends CommentFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, CommentFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__CommentClient<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more Comments that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all Comments
     * const comments = await prisma.comment.findMany()
     *
     * // Get first 10 Comments
     * const comments = await prisma.comment.findMany({ take: 10 })
     *
     * // Only select the `id`
     * const commentWithIdOnly = await prisma.comment.findMany({ select: { id: true } })
     *
     */
    findMany<T extends CommentFindManyArgs>(args?: Prisma.SelectSubset<T, CommentFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a Comment.
     * @param {CommentCreateArgs} args - Arguments to create a Comment.
     * @example
     * // Create one Comment
     * const Comment = await prisma.comment.create({
     *   data: {
     *     // ... data to create a Comment
     *   }
     * })
     *
     */
    create<T extends CommentCreateArgs>(args: Prisma.SelectSubset<T, CommentCreateArgs<ExtArgs>>): Prisma.Prisma__CommentClient<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many Comments.
     * @param {CommentCreateManyArgs} args - Arguments to create many Comments.
     * @example
     * // Create many Comments
     * const comment = await prisma.comment.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends CommentCreateManyArgs>(args?: Prisma.SelectSubset<T, CommentCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many Comments and returns the data saved in the database.
     * @param {CommentCreateManyAndReturnArgs} args - Arguments to create many Comments.
     * @example
     * // Create many Comments
     * const comment = await prisma.comment.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many Comments and only return the `id`
     * const commentWithIdOnly = await prisma.comment.createManyAndReturn({
     *   select: { id: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends CommentCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, CommentCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a Comment.
     * @param {CommentDeleteArgs} args - Arguments to delete one Comment.
     * @example
     * // Delete one Comment
     * const Comment = await prisma.comment.delete({
     *   where: {
     *     // ... filter to delete one Comment
     *   }
     * })
     *
     */
    delete<T extends CommentDeleteArgs>(args: Prisma.SelectSubset<T, CommentDeleteArgs<ExtArgs>>): Prisma.Prisma__CommentClient<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one Comment.
     * @param {CommentUpdateArgs} args - Arguments to update one Comment.
     * @example
     * // Update one Comment
     * const comment = await prisma.comment.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends CommentUpdateArgs>(args: Prisma.SelectSubset<T, CommentUpdateArgs<ExtArgs>>): Prisma.Prisma__CommentClient<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more Comments.
     * @param {CommentDeleteManyArgs} args - Arguments to filter Comments to delete.
     * @example
     * // Delete a few Comments
     * const { count } = await prisma.comment.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends CommentDeleteManyArgs>(args?: Prisma.SelectSubset<T, CommentDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more Comments.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many Comments
     * const comment = await prisma.comment.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends CommentUpdateManyArgs>(args: Prisma.SelectSubset<T, CommentUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more Comments and returns the data updated in the database.
     * @param {CommentUpdateManyAndReturnArgs} args - Arguments to update many Comments.
     * @example
     * // Update many Comments
     * const comment = await prisma.comment.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more Comments and only return the `id`
     * const commentWithIdOnly = await prisma.comment.updateManyAndReturn({
     *   select: { id: true },
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
    updateManyAndReturn<T extends CommentUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, CommentUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one Comment.
     * @param {CommentUpsertArgs} args - Arguments to update or create a Comment.
     * @example
     * // Update or create a Comment
     * const comment = await prisma.comment.upsert({
     *   create: {
     *     // ... data to create a Comment
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the Comment we want to update
     *   }
     * })
     */
    upsert<T extends CommentUpsertArgs>(args: Prisma.SelectSubset<T, CommentUpsertArgs<ExtArgs>>): Prisma.Prisma__CommentClient<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of Comments.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentCountArgs} args - Arguments to filter Comments to count.
     * @example
     * // Count the number of Comments
     * const count = await prisma.comment.count({
     *   where: {
     *     // ... the filter for the Comments we want to count
     *   }
     * })
    **/
    count<T extends CommentCountArgs>(args?: Prisma.Subset<T, CommentCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], CommentCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a Comment.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends CommentAggregateArgs>(args: Prisma.Subset<T, CommentAggregateArgs>): Prisma.PrismaPromise<GetCommentAggregateType<T>>;
    /**
     * Group by Comment.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentGroupByArgs} args - Group by arguments.
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
    groupBy<T extends CommentGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: CommentGroupByArgs['orderBy'];
    } : {
        orderBy?: CommentGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, CommentGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetCommentGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the Comment model
     */
    readonly fields: CommentFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for Comment.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__CommentClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    space<T extends Prisma.SpaceDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.SpaceDefaultArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
    changeRequest<T extends Prisma.Comment$changeRequestArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Comment$changeRequestArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    replies<T extends Prisma.Comment$repliesArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Comment$repliesArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    reactions<T extends Prisma.Comment$reactionsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Comment$reactionsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentReactionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
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
 * Fields of the Comment model
 */
export interface CommentFieldRefs {
    readonly id: Prisma.FieldRef<"Comment", 'String'>;
    readonly spaceId: Prisma.FieldRef<"Comment", 'String'>;
    readonly changeRequestId: Prisma.FieldRef<"Comment", 'String'>;
    readonly revisionId: Prisma.FieldRef<"Comment", 'String'>;
    readonly pageId: Prisma.FieldRef<"Comment", 'String'>;
    readonly nodeId: Prisma.FieldRef<"Comment", 'String'>;
    readonly tableCellRecord: Prisma.FieldRef<"Comment", 'String'>;
    readonly tableCellDefinition: Prisma.FieldRef<"Comment", 'String'>;
    readonly status: Prisma.FieldRef<"Comment", 'CommentStatus'>;
    readonly body: Prisma.FieldRef<"Comment", 'String'>;
    readonly postedById: Prisma.FieldRef<"Comment", 'String'>;
    readonly createdAt: Prisma.FieldRef<"Comment", 'DateTime'>;
    readonly editedAt: Prisma.FieldRef<"Comment", 'DateTime'>;
    readonly resolvedAt: Prisma.FieldRef<"Comment", 'DateTime'>;
    readonly resolvedById: Prisma.FieldRef<"Comment", 'String'>;
}
/**
 * Comment findUnique
 */
export type CommentFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentInclude<ExtArgs> | null;
    /**
     * Filter, which Comment to fetch.
     */
    where: Prisma.CommentWhereUniqueInput;
};
/**
 * Comment findUniqueOrThrow
 */
export type CommentFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentInclude<ExtArgs> | null;
    /**
     * Filter, which Comment to fetch.
     */
    where: Prisma.CommentWhereUniqueInput;
};
/**
 * Comment findFirst
 */
export type CommentFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentInclude<ExtArgs> | null;
    /**
     * Filter, which Comment to fetch.
     */
    where?: Prisma.CommentWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Comments to fetch.
     */
    orderBy?: Prisma.CommentOrderByWithRelationInput | Prisma.CommentOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for Comments.
     */
    cursor?: Prisma.CommentWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Comments from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Comments.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Comments.
     */
    distinct?: Prisma.CommentScalarFieldEnum | Prisma.CommentScalarFieldEnum[];
};
/**
 * Comment findFirstOrThrow
 */
export type CommentFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentInclude<ExtArgs> | null;
    /**
     * Filter, which Comment to fetch.
     */
    where?: Prisma.CommentWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Comments to fetch.
     */
    orderBy?: Prisma.CommentOrderByWithRelationInput | Prisma.CommentOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for Comments.
     */
    cursor?: Prisma.CommentWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Comments from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Comments.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Comments.
     */
    distinct?: Prisma.CommentScalarFieldEnum | Prisma.CommentScalarFieldEnum[];
};
/**
 * Comment findMany
 */
export type CommentFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentInclude<ExtArgs> | null;
    /**
     * Filter, which Comments to fetch.
     */
    where?: Prisma.CommentWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Comments to fetch.
     */
    orderBy?: Prisma.CommentOrderByWithRelationInput | Prisma.CommentOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing Comments.
     */
    cursor?: Prisma.CommentWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Comments from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Comments.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Comments.
     */
    distinct?: Prisma.CommentScalarFieldEnum | Prisma.CommentScalarFieldEnum[];
};
/**
 * Comment create
 */
export type CommentCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentInclude<ExtArgs> | null;
    /**
     * The data needed to create a Comment.
     */
    data: Prisma.XOR<Prisma.CommentCreateInput, Prisma.CommentUncheckedCreateInput>;
};
/**
 * Comment createMany
 */
export type CommentCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many Comments.
     */
    data: Prisma.CommentCreateManyInput | Prisma.CommentCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * Comment createManyAndReturn
 */
export type CommentCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * The data used to create many Comments.
     */
    data: Prisma.CommentCreateManyInput | Prisma.CommentCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * Comment update
 */
export type CommentUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentInclude<ExtArgs> | null;
    /**
     * The data needed to update a Comment.
     */
    data: Prisma.XOR<Prisma.CommentUpdateInput, Prisma.CommentUncheckedUpdateInput>;
    /**
     * Choose, which Comment to update.
     */
    where: Prisma.CommentWhereUniqueInput;
};
/**
 * Comment updateMany
 */
export type CommentUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update Comments.
     */
    data: Prisma.XOR<Prisma.CommentUpdateManyMutationInput, Prisma.CommentUncheckedUpdateManyInput>;
    /**
     * Filter which Comments to update
     */
    where?: Prisma.CommentWhereInput;
    /**
     * Limit how many Comments to update.
     */
    limit?: number;
};
/**
 * Comment updateManyAndReturn
 */
export type CommentUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * The data used to update Comments.
     */
    data: Prisma.XOR<Prisma.CommentUpdateManyMutationInput, Prisma.CommentUncheckedUpdateManyInput>;
    /**
     * Filter which Comments to update
     */
    where?: Prisma.CommentWhereInput;
    /**
     * Limit how many Comments to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * Comment upsert
 */
export type CommentUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentInclude<ExtArgs> | null;
    /**
     * The filter to search for the Comment to update in case it exists.
     */
    where: Prisma.CommentWhereUniqueInput;
    /**
     * In case the Comment found by the `where` argument doesn't exist, create a new Comment with this data.
     */
    create: Prisma.XOR<Prisma.CommentCreateInput, Prisma.CommentUncheckedCreateInput>;
    /**
     * In case the Comment was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.CommentUpdateInput, Prisma.CommentUncheckedUpdateInput>;
};
/**
 * Comment delete
 */
export type CommentDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentInclude<ExtArgs> | null;
    /**
     * Filter which Comment to delete.
     */
    where: Prisma.CommentWhereUniqueInput;
};
/**
 * Comment deleteMany
 */
export type CommentDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which Comments to delete
     */
    where?: Prisma.CommentWhereInput;
    /**
     * Limit how many Comments to delete.
     */
    limit?: number;
};
/**
 * Comment.changeRequest
 */
export type Comment$changeRequestArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestInclude<ExtArgs> | null;
    where?: Prisma.ChangeRequestWhereInput;
};
/**
 * Comment.replies
 */
export type Comment$repliesArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReply
     */
    select?: Prisma.CommentReplySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReply
     */
    omit?: Prisma.CommentReplyOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyInclude<ExtArgs> | null;
    where?: Prisma.CommentReplyWhereInput;
    orderBy?: Prisma.CommentReplyOrderByWithRelationInput | Prisma.CommentReplyOrderByWithRelationInput[];
    cursor?: Prisma.CommentReplyWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.CommentReplyScalarFieldEnum | Prisma.CommentReplyScalarFieldEnum[];
};
/**
 * Comment.reactions
 */
export type Comment$reactionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReaction
     */
    select?: Prisma.CommentReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReaction
     */
    omit?: Prisma.CommentReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReactionInclude<ExtArgs> | null;
    where?: Prisma.CommentReactionWhereInput;
    orderBy?: Prisma.CommentReactionOrderByWithRelationInput | Prisma.CommentReactionOrderByWithRelationInput[];
    cursor?: Prisma.CommentReactionWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.CommentReactionScalarFieldEnum | Prisma.CommentReactionScalarFieldEnum[];
};
/**
 * Comment without action
 */
export type CommentDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentInclude<ExtArgs> | null;
};
